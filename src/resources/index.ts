// Every resource of the app: one line per resource folder. <Admin> registers each (src/routing/register.tsx), the
// shell router renders their views at the spec's addresses (the route table names resource and view), the start-up
// preload loads a view's files by its loader, and canAccess answers from their action rows.
import type { ResourceView } from '../../domain/routes';
import type { ViewLoader } from '../loading/lazyView';
import { apiKeys } from './api-keys';
import { balanceEntries } from './balance-entries';
import { beneficiaries } from './beneficiaries';
import { cardholders } from './cardholders';
import { cards } from './cards';
import { issuingAuthorizations } from './issuing-authorizations';
import { issuingTransactions } from './issuing-transactions';
import { customers } from './customers';
import type { ResourceDefinition } from './defineResource';
import { disbursements } from './disbursements';
import { disputes } from './disputes';
import { invoices } from './invoices';
import { paymentLinks } from './payment-links';
import { payouts } from './payouts';
import { payments } from './payments';
import { refunds } from './refunds';
import { reports } from './reports';
import { settlements } from './settlements';
import { topups } from './topups';
import { transfers } from './transfers';
import { webhookEndpoints } from './webhook-endpoints';
import { teamMembers } from './team-members';
import { roles } from './roles';
import { auditLog } from './audit-log';
import { coupons } from './coupons';
import { subscriptions } from './subscriptions';
import { members } from './members';
import { serviceRequests } from './service-requests';
import { smartAccountEntries } from './smart-account-entries';
import { smartAccountIncoming } from './smart-account-incoming';
import { smartAccountTransfers } from './smart-account-transfers';

export const RESOURCES: readonly ResourceDefinition[] = [payments, refunds, customers, disbursements, invoices, paymentLinks, disputes, webhookEndpoints, apiKeys, balanceEntries, topups, transfers, settlements, reports, payouts, beneficiaries, coupons, subscriptions, smartAccountEntries, smartAccountTransfers, smartAccountIncoming, cardholders, cards, teamMembers, roles, auditLog, issuingAuthorizations, issuingTransactions, members, serviceRequests];

const byName = (name: string) => RESOURCES.find((r) => r.name === name);

/** The view a route of the route table renders. */
export function resourceView(route: { name: string; view: ResourceView }) {
  return byName(route.name)?.views[route.view];
}

/** The loader of a resource's view, if the resource has that view (the preload loads it before the view renders). */
export function resourceViewLoader(route: { name: string; view: ResourceView }): ViewLoader | undefined {
  return byName(route.name)?.loaders[route.view];
}
