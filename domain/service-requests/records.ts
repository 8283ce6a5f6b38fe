// The wire types of website service requests (issue 32): the brief (the form and POST {base}/service-requests judge
// it with the same schema), a message, the records the list and the detail answer with, the list filter and the
// per-status counts. Issue messages are keys of domain/messages.ts.
import { z } from 'zod';
import { instantSchema } from '../payment-filters';
import { SERVICE_BUDGETS, SERVICE_KINDS, SERVICE_REQUEST_STATUSES, type ServiceRequestStatus } from './status';

export const MAX_SERVICE_ITEMS = 20;
export const MIN_GOAL_LENGTH = 20;
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1).max(20)]);

const httpUrl = z
  .string()
  .trim()
  .max(300, 'field_too_long')
  .refine((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'service_url_invalid');

/** Pages (a website) or keywords (SEO): one per line or comma in the form, a list on the wire. */
export const serviceItemsSchema = z
  .array(z.string().trim().min(1, 'service_item_invalid').max(60, 'service_item_invalid'), { error: 'service_items_required' })
  .min(1, 'service_items_required')
  .max(MAX_SERVICE_ITEMS, 'service_items_too_many');

/** Splits what was typed into the pages or keywords field: lines or commas, blanks dropped. */
export const splitServiceItems = (text: string): string[] => text.split(/[\n,，]/).map((s) => s.trim()).filter(Boolean);

export const serviceRequestInputSchema = z
  .object({
    kind: z.enum(SERVICE_KINDS, { error: 'please_select' }),
    goal: z.string({ error: 'please_input' }).trim().min(1, { message: 'please_input', abort: true }).min(MIN_GOAL_LENGTH, 'service_goal_short').max(2000, 'field_too_long'),
    items: serviceItemsSchema,
    websiteUrl: z.union([httpUrl, z.literal('')]).nullish(),
    budget: z.enum(SERVICE_BUDGETS, { error: 'please_select' }),
    contactName: z.string({ error: 'please_input' }).trim().min(1, 'please_input').max(100, 'field_too_long'),
    contactEmail: z.string({ error: 'please_input' }).trim().min(1, { message: 'please_input', abort: true }).max(200, 'field_too_long').pipe(z.email('email_invalid')),
    contactPhone: z.string().trim().max(30, 'field_too_long').regex(/^[+\d][\d\s()-]*$|^$/, 'onb_phone_invalid').nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'seo' && !v.websiteUrl) ctx.addIssue({ code: 'custom', path: ['websiteUrl'], message: 'service_url_required' });
  })
  .transform((v) => ({ ...v, websiteUrl: v.websiteUrl || null, contactPhone: v.contactPhone || null }));
export type ServiceRequestInput = z.input<typeof serviceRequestInputSchema>;
export type ServiceRequestBrief = z.output<typeof serviceRequestInputSchema>;

export const serviceMessageInputSchema = z.object({
  body: z.string({ error: 'service_message_empty' }).trim().min(1, 'service_message_empty').max(4000, 'field_too_long'),
});

const timestamp = z.date();

export const serviceRequestRecord = z.object({
  id: z.string(),
  livemode: z.boolean(),
  kind: z.enum(SERVICE_KINDS),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  goal: z.string(),
  items: z.array(z.string()),
  websiteUrl: z.string().nullable(),
  budget: z.enum(SERVICE_BUDGETS),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  messageCount: z.number().int(),
  startedAt: timestamp.nullable(),
  deliveredAt: timestamp.nullable(),
  canceledAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ServiceRequestRecord = z.infer<typeof serviceRequestRecord>;

export const serviceMessageRecord = z.object({
  id: z.string(),
  requestId: z.string(),
  /** The merchant's people write as 'merchant', the service team as 'staff'. */
  author: z.enum(['merchant', 'staff']),
  authorName: z.string(),
  body: z.string(),
  createdAt: timestamp,
});
export type ServiceMessageRecord = z.infer<typeof serviceMessageRecord>;

export const serviceRequestDetailRecord = serviceRequestRecord.extend({ messages: z.array(serviceMessageRecord) });

export const serviceRequestCountsRecord = z.object({
  all: z.number().int(),
  ...(Object.fromEntries(SERVICE_REQUEST_STATUSES.map((s) => [s, z.number().int()])) as Record<ServiceRequestStatus, z.ZodNumber>),
});

export const serviceRequestFilterSchema = z.strictObject({
  /** A request id, or part of the goal or the contact's name. */
  q: z.string().trim().min(1).max(100).optional(),
  kind: oneOrMany(z.enum(SERVICE_KINDS)).optional(),
  status: oneOrMany(z.enum(SERVICE_REQUEST_STATUSES)).optional(),
  createdFrom: instantSchema.optional(),
  createdTo: instantSchema.optional(),
});
export type ServiceRequestFilter = z.infer<typeof serviceRequestFilterSchema>;
