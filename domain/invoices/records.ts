// What the invoices API answers with (the billing contract's InvoiceRecord), its list filter and its tab counts,
// as zod schemas: the server serialises through them (nothing else leaks), the SPA and OpenAPI read them.
import { z } from 'zod';
import { instantSchema } from '../payment-filters';
import { PAYMENT_CURRENCIES } from '../payments';
import { FEE_TYPES } from './schema';
import { INVOICE_ACTION_NAMES, INVOICE_STATUSES, INVOICE_TABS } from './status';

export const INVOICE_ATTACHMENT_KINDS = [
  'passport', 'offer_letter', 'invoice_attachment', 'patient_id_copy', 'payment_notice', 'doctors_note',
] as const;
export type InvoiceAttachmentKind = (typeof INVOICE_ATTACHMENT_KINDS)[number];
/** At most this many files on one invoice (six kinds, a few of a kind). */
export const MAX_INVOICE_ATTACHMENTS = 10;

const minor = z.number().int();

export const invoiceAttachmentRecord = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_ATTACHMENT_KINDS),
  fileName: z.string(),
  /** Sniffed from the bytes: image/jpeg, image/png or application/pdf. */
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.date(),
});
export type InvoiceAttachmentRecord = z.infer<typeof invoiceAttachmentRecord>;

export const invoiceLineItemRecord = z.object({ name: z.string(), quantity: z.number().int(), unitAmount: minor, amount: minor });

export const invoiceRecord = z.object({
  id: z.string(),
  livemode: z.boolean(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** Open and due before today in the account's time zone. */
  pastDue: z.boolean(),
  customerId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  currency: z.string(),
  feeType: z.string(),
  items: z.array(invoiceLineItemRecord),
  totalAmount: minor,
  reference: z.string().nullable(),
  paymentMethod: z.string(),
  /** YYYY-MM-DD */
  dueDate: z.string(),
  memo: z.string().nullable(),
  /** The public checkout page (absolute); null while draft. */
  payUrl: z.string().nullable(),
  /** The transaction that paid it. */
  paymentId: z.string().nullable(),
  paidAt: z.date().nullable(),
  finalizedAt: z.date().nullable(),
  voidedAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
  attachments: z.array(invoiceAttachmentRecord),
  /** What the status allows (domain/invoices/status.ts), for the SPA's buttons. */
  actions: z.array(z.enum(INVOICE_ACTION_NAMES)),
});
export type InvoiceRecord = z.infer<typeof invoiceRecord>;

const count = z.number().int();
/** The list's tab counts: the filter without its status and tab. */
export const invoiceCountsRecord = z.object({ all: count, paid: count, outstanding: count, pastDue: count, draft: count });
export type InvoiceCounts = z.infer<typeof invoiceCountsRecord>;

// U+0000 cannot reach PostgreSQL (text comparison would fail), so a search holding it is simply invalid.
const text = (max = 100) => z.string().trim().min(1).max(max).refine((s) => !s.includes('\u0000'));
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1).max(20)]);

/** The list filter (`filter={...}`); unknown fields are refused by the server. */
export const invoiceFilterSchema = z.strictObject({
  /** The number, or part of the customer's name or e-mail, or the exact id. */
  q: text().optional(),
  status: oneOrMany(z.enum(INVOICE_STATUSES)).optional(),
  tab: z.enum(INVOICE_TABS).optional(),
  currency: oneOrMany(z.enum(PAYMENT_CURRENCIES)).optional(),
  feeType: oneOrMany(z.enum(FEE_TYPES)).optional(),
  createdFrom: instantSchema.optional(),
  createdTo: instantSchema.optional(),
});
export type InvoiceFilter = z.infer<typeof invoiceFilterSchema>;
