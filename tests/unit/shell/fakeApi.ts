// A fake fetch for component tests of the app shell: answers the calls the shell and the resource views make the
// way the API does (users/query, simple-rest lists with Content-Range, records, 404s, envelopes), for one member
// with the given codes and role. It records every request so a test can check what was asked.
import type { Wire } from '../../../domain/wire';
import type { PaymentDetailRecord, RefundRecord } from '../../../domain/payment-records';

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
    threeDSecureStatus: 'not_required', failureCode: null, failureMessage: null, disputeExpected: false, billing: null, shipping: null,
    trackingNumber: null, disbursementId: null, createdAt: at, updatedAt: at, capturedAt: at, canceledAt: null, availableOn: null,
    refunds: [], timeline: [], disputes: [], ...over,
  } as Wire<PaymentDetailRecord>;
}

export function refund(id: string, paymentId: string): Wire<RefundRecord> {
  return { id, livemode: true, paymentId, customerName: 'Ada Lovelace', status: 'refunded', amount: 500, currency: 'USD', reason: 'requested_by_customer', description: null, failureCode: null, failureMessage: null, createdAt: at, updatedAt: at } as Wire<RefundRecord>;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const envelope = (data: unknown) => json({ code: 200, data, message: 'success' });
/** A simple-rest page; `about` makes the total an estimate of that size, as the API sends above its exact cap. */
const list = (rows: unknown[], about?: number) =>
  json(rows, 200, {
    'Content-Range': `items 0-${Math.max(rows.length - 1, 0)}/${about ?? rows.length}`,
    'Access-Control-Expose-Headers': 'Content-Range, X-Total-Estimated',
    ...(about === undefined ? {} : { 'X-Total-Estimated': 'true' }),
  });

export function fakeApi(member: FakeMember, records: { payments?: Wire<PaymentDetailRecord>[]; refunds?: Wire<RefundRecord>[]; paymentsAbout?: number } = {}) {
  const requests: { method: string; path: string }[] = [];
  const payments = records.payments ?? [];
  const refunds = records.refunds ?? [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/(test\/)?api/, '');
    requests.push({ method, path: url.pathname + url.search });
    if (path === '/users/query') {
      return envelope({
        acctId: 'acct_1', accountName: 'Demo Shop', nickname: 'Demo', email: 'demo@example.com', projectType: 1, livemode: true,
        kycStatus: 'approved', kycEnabled: true, timezone: 'UTC', ...(member.role ? { role: member.role } : {}),
        permissions: member.permissions, accounts: [{ acctId: 'acct_1', name: 'Demo Shop', role: member.role ?? 'member' }],
      });
    }
    if (path === '/issuing/menu/display') return envelope(false);
    if (path.endsWith('/counts')) return envelope({ all: payments.length });
    if (path === '/payments') return list(payments, records.paymentsAbout);
    if (path === '/refunds') return list(refunds);
    if (path === '/invoices' || path === '/payment-links') return list([]);
    const one = /^\/(payments|refunds)\/([^/]+)$/.exec(path);
    if (one) {
      const found = (one[1] === 'payments' ? payments : refunds).find((r) => r.id === decodeURIComponent(one[2]));
      return found ? json(found) : json({ code: 404, message: one[1] === 'payments' ? 'Payment not found' : 'Refund not found' }, 404);
    }
    if (/^\/payments\/[^/]+\/events$/.test(path)) return envelope([]);
    return json({ code: 404, message: `no fake for ${method} ${path}` }, 404);
  };
  return { fetch, requests };
}
