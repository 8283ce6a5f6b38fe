// Sending invoices (issue 33 item 1): an open invoice is mailed to its customer through the job queue with the pay
// link and the PDF attached, resent on demand, in the language asked for; drafts and void invoices are refused;
// the call is idempotent and needs its code; the reminders before the due date and past due go out once each
// however often the sweep runs; every mail is listed on the invoice with its time and status; invoice.sent is an event.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, invoices } from '../../server/db/schema';
import { setupTestApp, tempDir } from '../helpers/app';
import { act, createInvoice, invoiceMerchant, type InvoiceMerchant } from '../factories/invoices';

const { app, database } = await setupTestApp({ DATA_DIR: tempDir('md-invoice-mails-'), PUBLIC_URL: 'https://pay.example.test' });
const db = database.db;

interface MailboxEntry { to: string; subject: string; text: string; links: string[]; attachments: { filename: string; contentType: string; size: number }[] }
interface InvoiceMail { id: string; kind: string; to: string; lang: string; status: string; createdAt: string; sentAt: string | null }

async function mailboxOf(to: string): Promise<MailboxEntry[]> {
  const res = await app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(to)}&limit=100`, remoteAddress: '127.0.0.1' });
  return res.json().data as MailboxEntry[];
}
const runMailJobs = async () => {
  while ((await app.jobs.runDue('invoice_mail', 100)) > 0);
};
const mailsOf = async (m: InvoiceMerchant, id: string) => (await m.test.get(`/invoices/${id}/mails`)).json().data as InvoiceMail[];

async function openInvoice(m: InvoiceMerchant, email: string, overrides: Record<string, unknown> = {}) {
  const draft = await createInvoice(m.test, { email, ...overrides });
  return act(m.test, draft.id, 'finalize');
}

describe('POST {base}/invoices/:id/send', () => {
  it('mails an open invoice with its pay link and PDF through the job queue, lists it queued then sent, and resends', async () => {
    const m = await invoiceMerchant(app, db);
    const email = `send-${Date.now()}@example.com`;
    const invoice = await openInvoice(m, email);
    const res = await m.test.send('POST', `/invoices/${invoice.id}/send`, { payload: {}, headers: { 'idempotency-key': `send-${invoice.id}` } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ invoiceId: invoice.id, kind: 'invoice', to: email, lang: 'en', status: 'queued' });
    // Queued, not sent, until the job runs.
    expect(await mailboxOf(email)).toEqual([]);
    expect((await mailsOf(m, invoice.id)).map((x) => x.status)).toEqual(['queued']);

    await runMailJobs();
    const [mail] = await mailboxOf(email);
    expect(mail.subject).toMatch(new RegExp(`^Invoice ${invoice.number} from .+: .*3,025\\.50.* due 2099-06-30$`));
    expect(mail.links).toContain(invoice.payUrl);
    expect(mail.text).toContain('Hello Ada Lovelace,');
    expect(mail.attachments).toEqual([{ filename: `${invoice.number}.pdf`, contentType: 'application/pdf', size: expect.any(Number) }]);
    expect(mail.attachments[0].size).toBeGreaterThan(1000);
    const listed = await mailsOf(m, invoice.id);
    expect(listed).toMatchObject([{ kind: 'invoice', status: 'sent', to: email }]);
    expect(listed[0].sentAt).not.toBeNull();

    // The same key replays the first answer and queues nothing more.
    const replay = await m.test.send('POST', `/invoices/${invoice.id}/send`, { payload: {}, headers: { 'idempotency-key': `send-${invoice.id}` } });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.id).toBe(res.json().data.id);
    // Resend: a second mail, in Chinese this time.
    const again = await m.test.post(`/invoices/${invoice.id}/send`, { lang: 'zh' });
    expect(again.statusCode).toBe(201);
    await runMailJobs();
    const both = await mailboxOf(email);
    expect(both).toHaveLength(2);
    expect(both[0].subject).toContain(`的账单 ${invoice.number}`);
    expect(both[0].text).toContain('在线支付：');
    expect((await mailsOf(m, invoice.id)).map((x) => [x.lang, x.status])).toEqual([['zh', 'sent'], ['en', 'sent']]);

    // Each send is an invoice.sent event (webhooks carry it).
    const sent = await db.select().from(events).where(and(eq(events.objectId, invoice.id), eq(events.type, 'invoice.sent')));
    expect(sent).toHaveLength(2);
  });

  it('refuses drafts and void invoices (409), checks the body, needs InvoiceEditor, and hides other accounts\' invoices', async () => {
    const m = await invoiceMerchant(app, db);
    const draft = await createInvoice(m.test, { email: 'draft@example.com' });
    expect((await m.test.post(`/invoices/${draft.id}/send`, {})).statusCode).toBe(409);
    const open = await openInvoice(m, 'void@example.com');
    expect((await m.test.post(`/invoices/${open.id}/send`, { lang: 'fr' })).statusCode).toBe(400);
    await act(m.test, open.id, 'cancel');
    expect((await m.test.post(`/invoices/${open.id}/send`, {})).statusCode).toBe(409);

    const reader = await invoiceMerchant(app, db, { permissions: ['invoice', 'InvoiceDetail'] });
    const theirs = await invoiceMerchant(app, db);
    const inv = await openInvoice(theirs, 'x@example.com');
    expect((await reader.test.post(`/invoices/${inv.id}/send`, {})).statusCode).toBe(403);
    expect((await m.test.post(`/invoices/${inv.id}/send`, {})).statusCode).toBe(404);
    expect((await m.test.get(`/invoices/${inv.id}/mails`)).statusCode).toBe(404);
    expect((await m.live.post(`/invoices/${inv.id}/send`, {})).statusCode).toBe(404);
  });
});

describe('invoice reminders (the invoice_reminders job)', () => {
  it('sends one reminder before the due date and one past due, however often the job runs', async () => {
    const m = await invoiceMerchant(app, db, { timezone: 'UTC' });
    const email = `remind-${Date.now()}@example.com`;
    const today = new Date().toISOString().slice(0, 10);
    const invoice = await openInvoice(m, email, { dueDate: '2099-06-30' });
    const notSent = await openInvoice(m, `never-${Date.now()}@example.com`);
    await db.update(invoices).set({ dueDate: today }).where(eq(invoices.id, notSent.id));
    expect((await m.test.post(`/invoices/${invoice.id}/send`, { lang: 'zh' })).statusCode).toBe(201);
    await runMailJobs();

    const sweep = async () => {
      await app.jobs.send('invoice_reminders', {});
      await app.jobs.runDue('invoice_reminders');
    };
    // Far from its due date: nothing.
    await sweep();
    expect((await mailsOf(m, invoice.id)).map((x) => x.kind)).toEqual(['invoice']);

    // Due today: the reminder before the due date, once, in the language the invoice was sent in.
    await db.update(invoices).set({ dueDate: today }).where(eq(invoices.id, invoice.id));
    await sweep();
    await sweep();
    expect((await mailsOf(m, invoice.id)).map((x) => [x.kind, x.status])).toEqual([['reminder_due', 'sent'], ['invoice', 'sent']]);
    expect((await mailboxOf(email))[0].subject).toContain('提醒：');

    // Past due: the second reminder, once.
    await db.update(invoices).set({ dueDate: '2020-01-01' }).where(eq(invoices.id, invoice.id));
    await sweep();
    await sweep();
    const kinds = (await mailsOf(m, invoice.id)).map((x) => x.kind);
    expect(kinds).toEqual(['reminder_past_due', 'reminder_due', 'invoice']);
    expect(await mailboxOf(email)).toHaveLength(3);
    expect((await mailboxOf(email))[0].subject).toContain('已逾期');
    // An invoice never sent to its customer gets no reminder.
    expect(await mailsOf(m, notSent.id)).toEqual([]);
  });
});
