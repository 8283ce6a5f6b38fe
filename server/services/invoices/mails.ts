// Sending invoices to customers (domain/invoices/mails.ts): the merchant sends or resends an open invoice (a mail
// row queued with an event and a job in the same transaction), the job delivers it with the pay link and the PDF
// attached and marks it sent or failed, and the reminder sweep writes each reminder once (a unique key) and delivers it.
import { canSendInvoice, reminderDue, REMINDER_DAYS_BEFORE_DUE, type InvoiceMailRecord, type MailLang } from '../../../domain/invoices/mails';
import { objectId } from '../../../domain/random-id';
import type { Db, DbOrTx } from '../../db/client';
import { NotFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { INVOICE_MAIL, type JobSender } from '../../lib/queues';
import { checkoutUrl } from '../../lib/request-info';
import {
  findInvoiceMail, insertInvoiceMail, insertReminderOnce, latestMailOf, mailsOfInvoice, markInvoiceMail, reminderCandidates,
  type InvoiceMailRow,
} from '../../repositories/invoice-mails';
import { findInvoice, lockInvoice } from '../../repositories/invoices';
import type { Scope } from '../../repositories/scope';
import { invoiceView, todayIn, type InvoiceContext } from './context';
import { recordInvoiceEvent } from './events';
import { invoiceMailText } from './mail-text';
import { renderInvoicePdf } from './pdf';
import { invoiceDetail } from './read';
import { accountProfile } from '../../repositories/invoices';
import { uploadStore } from '../../lib/uploads';
import { readLogo } from '../business/profile';
import { invoiceActionNotAllowed } from './rules';

export function invoiceMailRecordOf(m: InvoiceMailRow): InvoiceMailRecord {
  return { id: m.id, invoiceId: m.invoiceId, kind: m.kind, to: m.to, lang: m.lang, status: m.status, error: m.error, createdAt: m.createdAt, sentAt: m.sentAt };
}

export interface InvoiceMailJob {
  accountId: string;
  livemode: boolean;
  mailId: string;
}

/**
 * Sends (or resends) an open invoice to its customer's email: in `tx`, under the invoice's lock, the mail is written
 * as queued with the invoice.sent event and its delivery job. Anything but an open invoice is a 409.
 */
export async function sendInvoice(ctx: InvoiceContext, tx: DbOrTx, jobs: JobSender, id: string, lang: MailLang): Promise<InvoiceMailRecord> {
  const invoice = await lockInvoice(tx, ctx.scope, id);
  if (!invoice) throw NotFound();
  if (!canSendInvoice(invoice.status) || !invoice.payToken) throw invoiceActionNotAllowed();
  const mail = await insertInvoiceMail(tx, ctx.scope, {
    id: objectId('imail'),
    invoiceId: id,
    kind: 'invoice',
    to: invoice.email,
    lang,
    payUrl: checkoutUrl(ctx.origin, invoice.payToken),
    status: 'queued',
    createdAt: ctx.now,
  });
  await recordInvoiceEvent(tx, ctx.scope, 'invoice.sent', invoice, ctx.now);
  await jobs.send(INVOICE_MAIL, { accountId: ctx.scope.accountId, livemode: ctx.scope.livemode, mailId: mail.id } satisfies InvoiceMailJob, { tx });
  return invoiceMailRecordOf(mail);
}

export async function invoiceMails(db: DbOrTx, scope: Scope, invoiceId: string): Promise<InvoiceMailRecord[]> {
  if (!(await findInvoice(db, scope, invoiceId))) throw NotFound();
  return (await mailsOfInvoice(db, scope, invoiceId)).map(invoiceMailRecordOf);
}

/**
 * Delivers a queued mail: the invoice as it is now, its PDF in the mail's language, the pay link. A mail already sent
 * is left alone (a job run twice sends once); an invoice no longer open is not mailed (failed, with the reason).
 * A transport error marks it failed and is thrown, so the job retries it.
 */
export async function deliverInvoiceMail(
  db: Db, mailer: Mailer, scope: Scope, mailId: string, now: Date, dataDir?: string,
): Promise<InvoiceMailRow['status'] | null> {
  const mail = await findInvoiceMail(db, scope, mailId);
  if (!mail || mail.status === 'sent') return mail?.status ?? null;
  const view = await invoiceView({ db, scope, now, origin: new URL(mail.payUrl).origin });
  const invoice = await invoiceDetail(db, scope, mail.invoiceId, view);
  if (!canSendInvoice(invoice.status)) {
    await markInvoiceMail(db, scope, mail.id, { status: 'failed', error: `The invoice is ${invoice.status}, no longer open.` });
    return 'failed';
  }
  const logo = await readLogo(dataDir ? uploadStore(dataDir) : null, view.logoStoredName);
  const pdf = await renderInvoicePdf({ invoice, merchantName: view.merchantName, branding: view.branding, logo, timezone: view.timezone, lang: mail.lang });
  const text = invoiceMailText({
    kind: mail.kind, lang: mail.lang, to: mail.to, customerName: invoice.name, merchantName: view.merchantName, branding: view.branding, number: invoice.number,
    totalAmount: invoice.totalAmount, currency: invoice.currency, dueDate: invoice.dueDate, payUrl: mail.payUrl, memo: invoice.memo,
  });
  try {
    await mailer.send({ ...text, attachments: [{ filename: `${invoice.number}.pdf`, content: pdf, contentType: 'application/pdf' }] });
  } catch (err) {
    await markInvoiceMail(db, scope, mail.id, { status: 'failed', error: err instanceof Error ? err.message.slice(0, 500) : 'not sent' });
    throw err;
  }
  await markInvoiceMail(db, scope, mail.id, { status: 'sent', error: null, sentAt: new Date() });
  return 'sent';
}

/**
 * One pass of the reminder sweep at `now`: each open invoice that was sent gets the reminder due today in its
 * account's zone (before the due date, then past due), written once whatever the number of passes, and delivered.
 */
export async function sweepInvoiceReminders(db: Db, mailer: Mailer, now: Date, dataDir?: string): Promise<{ written: number }> {
  // The latest zone is 14 hours ahead of UTC: a day more covers every account's today.
  const until = new Date(now.getTime() + (REMINDER_DAYS_BEFORE_DUE + 1) * 86_400_000).toISOString().slice(0, 10);
  let written = 0;
  const zones = new Map<string, string>();
  for (const invoice of await reminderCandidates(db, until)) {
    const scope = { accountId: invoice.accountId, livemode: invoice.livemode };
    if (!zones.has(scope.accountId)) zones.set(scope.accountId, (await accountProfile(db, scope.accountId)).timezone);
    const kind = reminderDue(invoice, todayIn(zones.get(scope.accountId)!, now));
    if (!kind) continue;
    const sent = await latestMailOf(db, scope, invoice.id, 'invoice');
    if (!sent) continue;
    const reminder = await insertReminderOnce(db, scope, {
      id: objectId('imail'), invoiceId: invoice.id, kind, to: invoice.email, lang: sent.lang, payUrl: sent.payUrl, status: 'queued', createdAt: now,
    });
    if (!reminder) continue;
    written++;
    await deliverInvoiceMail(db, mailer, scope, reminder.id, now, dataDir).catch(() => undefined);
  }
  return { written };
}
