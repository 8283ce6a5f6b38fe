// Reports (issue 28): the request a merchant makes (kind, period, zone, format; the form and the route read the same
// rule) and the record the list answers with (status, progress, download until it expires).
import { z } from 'zod';
import { PAYMENT_CURRENCIES } from '../payments';
import { REPORT_FORMATS, REPORT_KINDS, REPORT_STATUSES } from '../settlements/status';

/** The longest period one report covers. */
export const REPORT_MAX_DAYS = 366;
const DAY = 86_400_000;

const isoDate = (field: string) => z.iso.date({ error: `report_${field}_invalid` });

function validZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const reportCreateSchema = z
  .strictObject({
    kind: z.enum(REPORT_KINDS, { error: 'please_select' }),
    format: z.enum(REPORT_FORMATS, { error: 'please_select' }).default('csv'),
    periodFrom: isoDate('period_from'),
    periodTo: isoDate('period_to'),
    timezone: z.string().trim().min(1, 'please_select').max(64).refine(validZone, 'report_timezone_invalid'),
    currency: z.enum(PAYMENT_CURRENCIES).nullable().optional(),
  })
  .superRefine((r, ctx) => {
    const from = Date.parse(r.periodFrom);
    const to = Date.parse(r.periodTo);
    if (Number.isNaN(from) || Number.isNaN(to)) return;
    if (to < from) ctx.addIssue({ code: 'custom', path: ['periodTo'], message: 'report_period_order' });
    else if ((to - from) / DAY + 1 > REPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['periodTo'], message: 'report_period_too_long' });
  });
export type ReportCreateInput = z.infer<typeof reportCreateSchema>;

export const reportRecord = z.object({
  id: z.string(),
  livemode: z.boolean(),
  kind: z.enum(REPORT_KINDS),
  format: z.enum(REPORT_FORMATS),
  periodFrom: z.string(),
  periodTo: z.string(),
  timezone: z.string(),
  currency: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  rowsDone: z.number().int(),
  rowsTotal: z.number().int().nullable(),
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
  error: z.string().nullable(),
  expiresAt: z.date().nullable(),
  completedAt: z.date().nullable(),
  createdAt: z.date(),
});
export type ReportRecord = z.infer<typeof reportRecord>;

const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1).max(20)]);
export const reportFilterSchema = z.strictObject({
  q: z.string().trim().min(1).max(100).optional(),
  status: oneOrMany(z.enum(REPORT_STATUSES)).optional(),
  kind: oneOrMany(z.enum(REPORT_KINDS)).optional(),
});
export type ReportFilter = z.infer<typeof reportFilterSchema>;

export const reportCountsRecord = z.object(
  Object.fromEntries(['all', ...REPORT_STATUSES].map((s) => [s, z.number().int()])) as Record<'all' | (typeof REPORT_STATUSES)[number], z.ZodNumber>,
);
