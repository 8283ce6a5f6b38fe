// Where each resource's views are: loaders only, no component and no icon, so the start of a page opened from
// scratch can ask for its view's files before react-admin and MUI are loaded (src/routing/preload.ts). The resource
// definitions (<name>/index.ts) take their views from here.
import type { ResourceView } from '../../domain/routes';
import type { ViewLoader } from '../routing/lazyView';

export const RESOURCE_VIEWS = {
  customers: { list: () => import('./customers/CustomerList') },
  disbursements: { list: () => import('./disbursements/DisbursementList') },
  disputes: { list: () => import('./disputes/DisputeList'), show: () => import('./disputes/DisputeShow'), edit: () => import('./disputes/DisputeRespond') },
  invoices: {
    list: () => import('./invoices/InvoiceList'),
    show: () => import('./invoices/InvoiceShow'),
    create: () => import('./invoices/InvoiceCreate'),
    edit: () => import('./invoices/InvoiceEdit'),
  },
  'payment-links': {
    list: () => import('./payment-links/PaymentLinkList'),
    show: () => import('./payment-links/PaymentLinkShow'),
    create: () => import('./payment-links/PaymentLinkCreate'),
  },
  payments: { list: () => import('./payments/PaymentList'), show: () => import('./payments/PaymentShow') },
  refunds: { list: () => import('./refunds/RefundList'), show: () => import('./refunds/RefundShow'), create: () => import('./refunds/RefundCreate') },
  'webhook-endpoints': { show: () => import('./webhook-endpoints/WebhookEndpointShow'), create: () => import('./webhook-endpoints/WebhookEndpointCreate') },
} satisfies Record<string, Partial<Record<ResourceView, ViewLoader>>>;

/** The same table read by any name (one a resource may not have). */
const VIEWS_BY_NAME: Readonly<Record<string, Partial<Record<ResourceView, ViewLoader>> | undefined>> = RESOURCE_VIEWS;

/** The loader of a resource's view, if the resource has that view. */
export function resourceViewLoader(route: { name: string; view: ResourceView }): ViewLoader | undefined {
  return VIEWS_BY_NAME[route.name]?.[route.view];
}
