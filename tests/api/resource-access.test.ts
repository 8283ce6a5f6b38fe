// Both sides of each resource action's code: for members holding one code each, the server answers 403 exactly
// when the SPA's canAccess (domain/action-permissions.ts canPerform) hides the action's button or page.
import { describe, expect, it } from 'vitest';
import { canPerform } from '../../domain/action-permissions';
import { setupTestApp } from '../helpers/app';
import { invoiceBody } from '../factories/invoices';
import { signedInMerchant } from '../factories/payments';

const { app, database } = await setupTestApp();
const db = database.db;

type Client = Awaited<ReturnType<typeof signedInMerchant>>['test'];
const CALLS: { resource: string; action: string; call: (c: Client) => ReturnType<Client['get']> }[] = [
  { resource: 'payments', action: 'list', call: (c) => c.get('/payments') },
  // payments.create (a test payment) is left out until the server's guard reads the table: the route still asks
  // for dashPayment where the table says DevelopTest (h11's per-action guards change that route).
  { resource: 'refunds', action: 'list', call: (c) => c.get('/refunds') },
  { resource: 'refunds', action: 'create', call: (c) => c.post('/refunds', { paymentId: 'pay_missing', reason: 'requested_by_customer' }) },
  { resource: 'customers', action: 'list', call: (c) => c.get('/customers') },
  { resource: 'disbursements', action: 'list', call: (c) => c.get('/disbursements') },
  { resource: 'invoices', action: 'list', call: (c) => c.get('/invoices') },
  { resource: 'invoices', action: 'create', call: (c) => c.post('/invoices', invoiceBody()) },
  { resource: 'payment-links', action: 'list', call: (c) => c.get('/payment-links') },
  { resource: 'payment-links', action: 'create', call: (c) => c.post('/payment-links', { currency: 'USD', amount: 1000 }) },
];
const CODES = ['dashPayment', 'refund', 'Customers', 'Disbursements', 'invoice', 'InvoiceCreate', 'paymentLink_Detail', 'DevelopTest'];

describe('resource actions: hidden in the SPA exactly when the server refuses them', () => {
  for (const code of CODES) {
    it(`a member with only ${code}`, async () => {
      const m = await signedInMerchant(app, db, { permissions: [code] });
      for (const { resource, action, call } of CALLS) {
        const allowed = canPerform({ permissions: [code], role: 'member' }, resource, action);
        const res = await call(m.test);
        if (allowed) expect(res.statusCode, `${code}: ${resource}.${action} ${res.body}`).not.toBe(403);
        else expect(res.statusCode, `${code}: ${resource}.${action}`).toBe(403);
      }
    });
  }
});
