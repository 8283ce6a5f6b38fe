// The spec addresses of records, from the route table (live paths; add the mode prefix with withModePrefix or use
// useResourcePath in components).
import { resourcePath, type ResourceView } from '../../../domain/routes';

export function pathOf(resource: string, view: ResourceView, id?: string | number): string {
  const path = resourcePath(resource, view, id);
  if (!path) throw new Error(`no address for ${resource}.${view}`);
  return path;
}

export const paymentDetailPath = (id: string) => pathOf('payments', 'show', id);
export const refundDetailPath = (id: string) => pathOf('refunds', 'show', id);
export const invoiceDetailPath = (id: string) => pathOf('invoices', 'show', id);
export const invoiceEditorPath = (id: string) => pathOf('invoices', 'edit', id);
export const linkDetailPath = (id: string) => pathOf('payment-links', 'show', id);
export const disputeDetailPath = (id: string) => pathOf('disputes', 'show', id);
export const disputeRespondPath = (id: string) => pathOf('disputes', 'edit', id);
export const balanceEntryDetailPath = (id: string) => pathOf('balance-entries', 'show', id);
export const topupDetailPath = (id: string) => pathOf('topups', 'show', id);
export const transferDetailPath = (id: string) => pathOf('transfers', 'show', id);
export const payoutDetailPath = (id: string) => pathOf('payouts', 'show', id);
export const beneficiaryDetailPath = (id: string) => pathOf('beneficiaries', 'show', id);
/** One batch at /settlement?id= (the spec has no detail address for it). */
export const settlementDetailPath = (id: string) => `${pathOf('settlements', 'list')}?id=${encodeURIComponent(id)}`;
/** One member at /Membership?id= (test mode only; the spec has no detail address for it). */
export const memberDetailPath = (id: string) => `${pathOf('members', 'list')}?id=${encodeURIComponent(id)}`;
