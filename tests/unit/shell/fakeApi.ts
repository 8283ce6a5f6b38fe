// Fakes for component tests of the app shell, for one member with the given codes and role: a dataProvider that
// <App> is given (react-admin's methods over the given records, with a 404 for an unknown one, the custom calls the
// shell's pages make, and the signed-in user's own calls: users/query and the issuing flag, which the shell's
// queries and the authProvider ask through the same provider). It records what was asked; no fetch is made.
import type { Wire } from '../../../domain/wire';
import type { PaymentDetailRecord, RefundRecord } from '../../../domain/payment-records';
import type { UserInfo } from '../../../domain/user-info';
import type { GetListParams } from 'react-admin';
import type { AppDataProvider } from '../../../src/providers/dataProvider';

export interface FakeMember {
  permissions: string[];
  role?: string;
}

const at = '2026-11-20T08:30:00.000Z';

export function payment(id: string, over: Partial<Wire<PaymentDetailRecord>> = {}): Wire<PaymentDetailRecord> {
  return {
    id, livemode: true, status: 'succeeded', amount: 12345, currency: 'USD', amountRefunded: 0, amountRefundable: 12345,
    serviceFee: 0, fxFee: 0, fee: 0, net: 12345, captureMethod: 'automatic', customerId: null, customerName: 'Ada Lovelace',
    customerEmail: null, merchantOrderId: 'order-7', channelOrderId: null, reference: null, invoiceId: null, paymentLinkId: null,
    description: null, metadata: {}, paymentMethod: 'card', card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, country: 'US' },
    threeDSecureStatus: 'not_required', failureCode: null, failureMessage: null, disputeExpected: false, openDisputeId: null, flow: 'dashboard', legacyStage: null, legacyStatus: null, billing: null, shipping: null,
    trackingNumber: null, disbursementId: null, createdAt: at, updatedAt: at, capturedAt: at, canceledAt: null, availableOn: null,
    refunds: [], timeline: [], disputes: [], ...over,
  } as Wire<PaymentDetailRecord>;
}

export function refund(id: string, paymentId: string): Wire<RefundRecord> {
  return { id, livemode: true, paymentId, customerName: 'Ada Lovelace', status: 'refunded', amount: 500, currency: 'USD', reason: 'requested_by_customer', description: null, failureCode: null, failureMessage: null, createdAt: at, updatedAt: at } as Wire<RefundRecord>;
}

type Records = { payments?: Wire<PaymentDetailRecord>[]; refunds?: Wire<RefundRecord>[]; paymentsAbout?: number };

/** The answer of a missing record, as the http client rejects it. */
const notFound = (message: string) => Object.assign(new Error(message), { status: 404 });

export function fakeApi(member: FakeMember, records: Records = {}) {
  const calls: { method: string; resource?: string }[] = [];
  const payments = records.payments ?? [];
  const refunds = records.refunds ?? [];
  const rows = (resource: string): { id: string }[] => (resource === 'payments' ? payments : resource === 'refunds' ? refunds : []);

  const userInfo = (test: boolean) => {
    calls.push({ method: 'userInfo' });
    return Promise.resolve({
      acctId: 'acct_1', accountName: 'Demo Shop', nickname: 'Demo', email: 'demo@example.com', projectType: 1, livemode: !test,
      kycStatus: 'approved', kycEnabled: true, timezone: 'UTC', internalMerchant: false, testMerchant: false, ...(member.role ? { role: member.role } : {}),
      permissions: member.permissions, accounts: [{ acctId: 'acct_1', name: 'Demo Shop', role: member.role ?? 'member' }],
    } as unknown as UserInfo);
  };

  const refuse = (method: string) => () => Promise.reject(new Error(`no fake for ${method}`));
  const provider = {
    getList: async (resource: string, params: GetListParams) => {
      calls.push({ method: 'getList', resource });
      const page = rows(resource);
      const about = resource === 'payments' ? records.paymentsAbout : undefined;
      void params;
      return { data: page, total: about ?? page.length, ...(about === undefined ? {} : { meta: { totalEstimated: true } }) };
    },
    getOne: async (resource: string, { id }: { id: string }) => {
      calls.push({ method: 'getOne', resource });
      const found = rows(resource).find((r) => r.id === id);
      if (!found) throw notFound(resource === 'payments' ? 'Payment not found' : 'Refund not found');
      return { data: found };
    },
    getMany: async (resource: string, { ids }: { ids: string[] }) => ({ data: rows(resource).filter((r) => ids.includes(r.id)) }),
    getManyReference: async () => ({ data: [], total: 0 }),
    create: refuse('create'),
    update: refuse('update'),
    updateMany: refuse('updateMany'),
    delete: refuse('delete'),
    deleteMany: refuse('deleteMany'),
    listCounts: async (resource: string) => {
      calls.push({ method: 'listCounts', resource });
      return { all: rows(resource).length };
    },
    paymentEvents: async () => [],
    userInfo,
    issuingEnabled: async () => {
      calls.push({ method: 'issuingEnabled' });
      return false;
    },
  } as unknown as AppDataProvider;
  return { provider, calls };
}
