// Invoice mails on the job queue: delivering a mail the merchant sent (with the PDF attached), and the reminder sweep
// every 15 minutes (one reminder of each kind per invoice: the unique key of invoice_mails). Both are safe to run
// twice: a mail already sent is not sent again, a reminder already written is not written again.
import { INVOICE_MAIL, INVOICE_REMINDERS } from '../../lib/queues';
import { deliverInvoiceMail, sweepInvoiceReminders, type InvoiceMailJob } from '../../services/invoices/mails';
import { defineJob } from '../definition';

export { INVOICE_MAIL, INVOICE_REMINDERS };

export const invoiceMailJob = defineJob<InvoiceMailJob>({
  name: INVOICE_MAIL,
  retryLimit: 4,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 120,
  // The merchant watches the mail's status on the invoice.
  pollingSeconds: 1,
  async handle({ accountId, livemode, mailId }, ctx) {
    await deliverInvoiceMail(ctx.db, ctx.mailer, { accountId, livemode }, mailId, ctx.now(), ctx.settings?.dataDir);
  },
});

export const invoiceRemindersJob = defineJob<Record<string, never>>({
  name: INVOICE_REMINDERS,
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 10 * 60,
  schedule: '*/15 * * * *',
  async handle(_data, ctx) {
    const { written } = await sweepInvoiceReminders(ctx.db, ctx.mailer, ctx.now(), ctx.settings?.dataDir);
    if (written > 0) ctx.log.info({ written }, 'invoice reminders');
  },
});
