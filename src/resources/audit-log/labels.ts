// The audit log's action labels (app.audit.actions.<action with _ for .>) and the detail's address.
import { pathOf } from '../../components/record/paths';

export const auditActionKey = (action: string) => `app.audit.actions.${action.replace('.', '_')}`;
export const auditDetailPath = (id: string) => pathOf('audit-log', 'show', id);
