// Every resource of the app. <Admin> registers each (register.tsx), the shell router renders their views at the
// spec's addresses (the route table names resource and view), and canAccess answers from their action rows.
import type { ResourceView } from '../../domain/routes';
import { customers } from './customers';
import { disbursements } from './disbursements';
import { disputes } from './disputes';
import { invoices } from './invoices';
import { paymentLinks } from './payment-links';
import { payments } from './payments';
import { refunds } from './refunds';
import type { ResourceDefinition } from './shared/defineResource';
import { webhookEndpoints } from './webhook-endpoints';

export const RESOURCES: readonly ResourceDefinition[] = [payments, refunds, customers, disbursements, invoices, paymentLinks, disputes, webhookEndpoints];

/** The view a route of the route table renders. */
export function resourceView(route: { name: string; view: ResourceView }) {
  return RESOURCES.find((r) => r.name === route.name)?.views[route.view];
}
