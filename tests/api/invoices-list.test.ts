// The invoices list: tabs (with past due by the account's date), status, currency, search and created-date
// filters, tab counts, sort (numbers in numeric order), pagination with Content-Range, the CSV export, and that
// another merchant's or mode's invoices never show.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../server/db/schema';
import { setupTestApp } from '../helpers/app';
import { parseCsv } from '../helpers/csv';
import { act, createInvoice, invoiceMerchant, type InvoiceMerchant } from '../factories/invoices';

const { app, database } = await setupTestApp();
const db = database.db;

let m: InvoiceMerchant;
const ids: Record<'draft' | 'pastDue' | 'open' | 'paid' | 'void', string> = { draft: '', pastDue: '', open: '', paid: '', void: '' };
const numbers: Record<string, string> = {};

async function setCreated(id: string, iso: string) {
  await db.update(invoices).set({ createdAt: new Date(iso) }).where(eq(invoices.id, id));
}

beforeAll(async () => {
  m = await invoiceMerchant(app, db, { timezone: 'UTC' });
  const made = {
    draft: await createInvoice(m.test, { name: 'Zed Alpha', currency: 'EUR', items: [{ name: 'x', quantity: 1, unitAmount: 5_000 }] }),
    pastDue: await createInvoice(m.test, { name: 'Bea Past', email: 'bea@late.example', dueDate: '2001-01-01', items: [{ name: 'x', quantity: 1, unitAmount: 20_000 }] }),
    open: await createInvoice(m.test, { name: 'Cal Open', items: [{ name: 'x', quantity: 3, unitAmount: 10_000 }] }),
    paid: await createInvoice(m.test, { name: 'Dee Paid', items: [{ name: 'x', quantity: 1, unitAmount: 123_456 }] }),
    void: await createInvoice(m.test, { name: 'Eve Void', currency: 'JPY', items: [{ name: 'x', quantity: 2, unitAmount: 700 }] }),
  };
  for (const id of [made.pastDue.id, made.open.id, made.paid.id, made.void.id]) await act(m.test, id, 'finalize');
  await act(m.test, made.void.id, 'cancel');
  // Paid without a payment, directly: the list only reads the status (paying is covered in invoices.test.ts).
  await db.update(invoices).set({ status: 'paid', paidAt: new Date() }).where(eq(invoices.id, made.paid.id));
  const created = ['2025-01-01T00:00:00Z', '2025-02-01T00:00:00Z', '2025-03-01T00:00:00Z', '2025-04-01T00:00:00Z', '2025-05-01T00:00:00Z'];
  for (const [i, key] of (['draft', 'pastDue', 'open', 'paid', 'void'] as const).entries()) {
    ids[key] = made[key].id;
    numbers[key] = made[key].number;
    await setCreated(made[key].id, created[i]);
  }
  // Noise that must never show: another merchant's invoices and this merchant's live ones.
  const other = await invoiceMerchant(app, db);
  await createInvoice(other.test, { name: 'Zed Alpha' });
  await createInvoice(m.live, { name: 'Zed Alpha' });
});

const idsOf = (res: { json(): { id: string }[] }) => res.json().map((r) => r.id);

describe('GET {base}/invoices', () => {
  it('filters by tab: paid, outstanding (open, past due included), past due (by date), draft, all', async () => {
    expect(idsOf(await m.test.get('/invoices', { filter: { tab: 'pastDue' } }))).toEqual([ids.pastDue]);
    expect(idsOf(await m.test.get('/invoices', { filter: { tab: 'outstanding' } }))).toEqual([ids.open, ids.pastDue]);
    expect(idsOf(await m.test.get('/invoices', { filter: { tab: 'paid' } }))).toEqual([ids.paid]);
    expect(idsOf(await m.test.get('/invoices', { filter: { tab: 'draft' } }))).toEqual([ids.draft]);
    expect(idsOf(await m.test.get('/invoices', { filter: { tab: 'all' } }))).toEqual([ids.void, ids.paid, ids.open, ids.pastDue, ids.draft]);
    const list = (await m.test.get('/invoices')).json();
    expect(list.find((r: { id: string }) => r.id === ids.pastDue).pastDue).toBe(true);
    expect(list.filter((r: { pastDue: boolean }) => r.pastDue)).toHaveLength(1);
  });

  it('filters by status, currency, search (number, name, e-mail) and created dates', async () => {
    expect(idsOf(await m.test.get('/invoices', { filter: { status: ['open', 'void'] } }))).toEqual([ids.void, ids.open, ids.pastDue]);
    expect(idsOf(await m.test.get('/invoices', { filter: { status: 'void' } }))).toEqual([ids.void]);
    expect(idsOf(await m.test.get('/invoices', { filter: { currency: 'EUR' } }))).toEqual([ids.draft]);
    expect(idsOf(await m.test.get('/invoices', { filter: { currency: ['EUR', 'JPY'] } }))).toEqual([ids.void, ids.draft]);
    expect(idsOf(await m.test.get('/invoices', { filter: { q: 'alpha' } }))).toEqual([ids.draft]);
    expect(idsOf(await m.test.get('/invoices', { filter: { q: 'LATE.example' } }))).toEqual([ids.pastDue]);
    expect(idsOf(await m.test.get('/invoices', { filter: { q: numbers.paid } }))).toEqual([ids.paid]);
    expect(idsOf(await m.test.get('/invoices', { filter: { q: ids.open } }))).toEqual([ids.open]);
    expect(idsOf(await m.test.get('/invoices', { filter: { q: '100%_' } }))).toEqual([]);
    expect(idsOf(await m.test.get('/invoices', { filter: { createdFrom: '2025-02-15', createdTo: '2025-04-15T00:00:00Z' } }))).toEqual([ids.paid, ids.open]);
    expect(idsOf(await m.test.get('/invoices', { filter: { tab: 'outstanding', createdFrom: '2025-02-15' } }))).toEqual([ids.open]);
  });

  it('refuses unknown filters and sort fields, and bad values, with 400', async () => {
    expect((await m.test.get('/invoices', { filter: { colour: 'red' } })).statusCode).toBe(400);
    expect((await m.test.get('/invoices', { filter: { tab: 'overdue' } })).statusCode).toBe(400);
    expect((await m.test.get('/invoices', { filter: { status: 'pending' } })).statusCode).toBe(400);
    expect((await m.test.get('/invoices', { sort: ['name', 'ASC'] })).statusCode).toBe(400);
    expect((await m.test.get('/invoices', { range: [5, 1] })).statusCode).toBe(400);
    expect((await m.test.get('/invoices', { filter: 'not json' })).statusCode).toBe(400);
  });

  it('sorts by total, due date and number, and pages with Content-Range', async () => {
    const byTotal = (await m.test.get('/invoices', { sort: ['totalAmount', 'ASC'] })).json().map((r: { totalAmount: number }) => r.totalAmount);
    expect(byTotal).toEqual([1_400, 5_000, 20_000, 30_000, 123_456]);
    const byDue = (await m.test.get('/invoices', { sort: ['dueDate', 'ASC'], range: [0, 0] })).json();
    expect(byDue.map((r: { id: string }) => r.id)).toEqual([ids.pastDue]);
    const byNumber = (await m.test.get('/invoices', { sort: ['number', 'ASC'] })).json().map((r: { number: string }) => r.number);
    expect(byNumber).toEqual(['INV-0001', 'INV-0002', 'INV-0003', 'INV-0004', 'INV-0005']);
    const page = await m.test.get('/invoices', { range: [0, 1] });
    expect(page.headers['content-range']).toBe('invoices 0-1/5');
    expect(page.json()).toHaveLength(2);
    const last = await m.test.get('/invoices', { range: [4, 9] });
    expect(last.headers['content-range']).toBe('invoices 4-4/5');
    expect(idsOf(last)).toEqual([ids.draft]);
    expect((await m.test.get('/invoices', { range: [10, 19] })).headers['content-range']).toBe('invoices */5');
    expect((await m.test.get('/invoices', { filter: { tab: 'paid' } })).headers['content-range']).toBe('invoices 0-0/1');
  });

  it('orders INV-10000 after INV-9999', async () => {
    const n = await invoiceMerchant(app, db);
    const a = await createInvoice(n.test);
    const b = await createInvoice(n.test);
    await db.update(invoices).set({ number: 'INV-9999' }).where(eq(invoices.id, a.id));
    await db.update(invoices).set({ number: 'INV-10000' }).where(eq(invoices.id, b.id));
    const sorted = (await n.test.get('/invoices', { sort: ['number', 'DESC'] })).json().map((r: { number: string }) => r.number);
    expect(sorted).toEqual(['INV-10000', 'INV-9999']);
    // The sequence goes on from the highest number.
    expect((await createInvoice(n.test)).number).toBe('INV-10001');
  });
});

describe('GET {base}/invoices/counts', () => {
  it('counts every tab for the filter, ignoring its status and tab', async () => {
    const all = { all: 5, paid: 1, outstanding: 2, pastDue: 1, draft: 1 };
    expect((await m.test.get('/invoices/counts')).json().data).toEqual(all);
    expect((await m.test.get('/invoices/counts', { filter: { tab: 'paid', status: 'paid' } })).json().data).toEqual(all);
    expect((await m.test.get('/invoices/counts', { filter: { currency: 'USD' } })).json().data).toEqual({ all: 3, paid: 1, outstanding: 2, pastDue: 1, draft: 0 });
    expect((await m.test.get('/invoices/counts', { filter: { q: 'nobody' } })).json().data).toEqual({ all: 0, paid: 0, outstanding: 0, pastDue: 0, draft: 0 });
  });
});

describe('GET {base}/invoices/export', () => {
  it('streams the filtered invoices as CSV in both languages', async () => {
    const res = await m.test.get('/invoices/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="invoices_test_UTC_\d{8}-\d{6}\.csv"/);
    const rows = parseCsv(res.body);
    expect(rows[0].slice(0, 8)).toEqual(['Invoice number', 'Invoice ID', 'Status', 'Past due', 'Customer name', 'Customer email', 'Currency', 'Total amount']);
    const data = rows.slice(1);
    expect(data.map((r) => r[1])).toEqual([ids.void, ids.paid, ids.open, ids.pastDue, ids.draft]);
    const byId = Object.fromEntries(data.map((r) => [r[1], r]));
    expect(byId[ids.paid].slice(2, 8)).toEqual(['Paid', 'no', 'Dee Paid', 'ada@example.com', 'USD', '1234.56']);
    expect(byId[ids.void][7]).toBe('1400');
    expect(byId[ids.pastDue][3]).toBe('yes');
    const pastDue = parseCsv((await m.test.get('/invoices/export', { filter: { tab: 'pastDue' } })).body).slice(1);
    expect(pastDue.map((r) => r[1])).toEqual([ids.pastDue]);
    const zh = parseCsv((await m.test.get('/invoices/export', { lang: 'zh' })).body);
    expect(zh[0][0]).toBe('账单编号');
    expect(Object.fromEntries(zh.slice(1).map((r) => [r[1], r[2]]))[ids.void]).toBe('已作废');
  });

  it("needs the 'invoice' permission and exports nothing of other scopes", async () => {
    const limited = await invoiceMerchant(app, db, { permissions: ['InvoiceDetail', 'InvoiceCreate'] });
    expect((await limited.test.get('/invoices/export')).statusCode).toBe(403);
    expect((await limited.test.get('/invoices/counts')).statusCode).toBe(403);
    expect(parseCsv((await m.live.get('/invoices/export')).body).slice(1)).toHaveLength(1);
  });
});
