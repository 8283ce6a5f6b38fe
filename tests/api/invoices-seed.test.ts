// The demo invoices of the seed: every state in both modes, paid ones matching real payments of the seeded history,
// numbers in creation order, and nothing of one merchant visible to the other.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../server/db/schema';
import { seedDemoInvoices } from '../../server/seed/invoices';
import { seedPayments } from '../../server/seed/payments';
import { eventsOfInvoice } from '../../server/repositories/invoice-events';
import { setupTestApp } from '../helpers/app';
import { invoiceMerchant } from '../factories/invoices';

const { app, database } = await setupTestApp();
const db = database.db;

describe('seedDemoInvoices', () => {
  it('gives the demo merchant drafts, open, past-due, paid and void invoices in both modes', async () => {
    const acme = await invoiceMerchant(app, db);
    const globex = await invoiceMerchant(app, db);
    for (const m of [acme, globex]) for (const client of [m.test, m.live]) await seedPayments(db, client.scope, { count: 120, events: false, seed: 5 });
    await seedDemoInvoices(db, { acme: acme.account.id, globex: globex.account.id });

    for (const client of [acme.test, acme.live]) {
      const counts = (await client.get('/invoices/counts')).json().data;
      expect(counts).toEqual({ all: 12, paid: 3, outstanding: 4, pastDue: 2, draft: 3 });
      const list = (await client.get('/invoices', { sort: ['number', 'ASC'] })).json();
      expect(list.map((i: { number: string }) => i.number)).toEqual(Array.from({ length: 12 }, (_, i) => `INV-${String(i + 1).padStart(4, '0')}`));
      const created = list.map((i: { createdAt: string }) => i.createdAt);
      expect(created).toEqual([...created].sort());
      for (const inv of list.filter((i: { status: string }) => i.status === 'paid')) {
        const [p] = await db.select().from(payments).where(eq(payments.id, inv.paymentId));
        expect(p).toMatchObject({ invoiceId: inv.id, currency: inv.currency, status: 'succeeded', livemode: client.scope.livemode });
        expect(Number(p.amount)).toBe(inv.totalAmount);
        expect((await eventsOfInvoice(db, client.scope, inv.id)).map((e) => e.type)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.paid']);
      }
      expect(list.filter((i: { status: string; payUrl: string | null }) => i.status !== 'draft' && !i.payUrl)).toEqual([]);
    }
    expect((await globex.test.get('/invoices/counts')).json().data).toEqual({ all: 3, paid: 1, outstanding: 1, pastDue: 0, draft: 1 });
    const acmeIds = new Set((await acme.test.get('/invoices')).json().map((i: { id: string }) => i.id));
    expect((await globex.test.get('/invoices')).json().filter((i: { id: string }) => acmeIds.has(i.id))).toEqual([]);
  });
});
