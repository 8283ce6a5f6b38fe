// The audit log's action labels (app.audit.actions.<action with _ for .>), its targets as people read them, and the
// detail's address.
import { userAgentLabel } from '../../../domain/user-agent';
import type { AuditEntry } from '../../providers/calls/team';
import { pathOf } from '../../components/record/paths';

export const auditActionKey = (action: string) => `app.audit.actions.${action.replace('.', '_')}`;
export const auditDetailPath = (id: string) => pathOf('audit-log', 'show', id);

/** A sign-in's target is its browser's User-Agent string: shown as "Chrome 156 on Linux" (the raw string in the detail). */
export const isUserAgentTarget = (e: Pick<AuditEntry, 'targetType' | 'targetLabel'>) => e.targetType === 'session' && Boolean(e.targetLabel);

/** What an entry acted on, as the list and the detail show it. */
export function auditTargetText(e: Pick<AuditEntry, 'targetType' | 'targetLabel' | 'targetId'>, translate: (key: string, args?: Record<string, unknown>) => string): string | null {
  if (isUserAgentTarget(e)) return userAgentLabel(e.targetLabel, (browser, os) => translate('app.audit.browserOn', { browser, os }));
  return e.targetLabel ?? e.targetId ?? null;
}
