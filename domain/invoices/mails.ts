// Invoice mails (issue 33): an open invoice is sent to its customer's email with its pay link and PDF, resent on
// demand, and reminded once before its due date and once when past due. Each mail is listed on the invoice with its
// time and status. The rules here: who can be mailed, which reminder is due, the record the API answers with.
import { z } from 'zod';
import type { InvoiceStatus } from './status';
import { isPastDue } from './status';

/** `invoice`: sent or resent by the merchant; the reminders: at most one of each per invoice (a unique key). */
export const INVOICE_MAIL_KINDS = ['invoice', 'reminder_due', 'reminder_past_due'] as const;
export type InvoiceMailKind = (typeof INVOICE_MAIL_KINDS)[number];
export const REMINDER_KINDS = ['reminder_due', 'reminder_past_due'] as const satisfies readonly InvoiceMailKind[];

export const INVOICE_MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type InvoiceMailStatus = (typeof INVOICE_MAIL_STATUSES)[number];

export const MAIL_LANGS = ['en', 'zh'] as const;
export type MailLang = (typeof MAIL_LANGS)[number];

/** The reminder before the due date goes out this many days before it (or later, if the invoice was sent later). */
export const REMINDER_DAYS_BEFORE_DUE = 3;

/** Only an open invoice is sent: a draft has no pay link yet, a paid or void one asks nothing of the customer. */
export function canSendInvoice(status: InvoiceStatus): boolean {
  return status === 'open';
}

/** `YYYY-MM-DD` plus `days` calendar days. */
function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The reminder an open invoice is due today (`todayIso` in the account's zone), if any: past due once the due date
 * has passed, before it within REMINDER_DAYS_BEFORE_DUE days (due today included). Whether it was already sent is
 * the unique key's business, not this rule's.
 */
export function reminderDue(invoice: { status: InvoiceStatus; dueDate: string }, todayIso: string): InvoiceMailKind | null {
  if (invoice.status !== 'open') return null;
  if (isPastDue(invoice, todayIso)) return 'reminder_past_due';
  return invoice.dueDate <= addDays(todayIso, REMINDER_DAYS_BEFORE_DUE) ? 'reminder_due' : null;
}

export const invoiceMailRecord = z.object({
  id: z.string(),
  invoiceId: z.string(),
  kind: z.enum(INVOICE_MAIL_KINDS),
  to: z.string(),
  lang: z.enum(MAIL_LANGS),
  status: z.enum(INVOICE_MAIL_STATUSES),
  /** Why the last attempt failed (failed only). */
  error: z.string().nullable(),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
});
export type InvoiceMailRecord = z.infer<typeof invoiceMailRecord>;

export const sendInvoiceBody = z.object({
  /** The mail's language; the request's language when absent. */
  lang: z.enum(MAIL_LANGS).optional(),
}).strict();
