// What every invoice call needs besides its input: the database, the scope, the clock, where the checkout is
// served, and the account's name and "today" (its time zone decides when an open invoice becomes past due).
import { calendarDate } from '../../../domain/onboarding/calendar';
import type { Db } from '../../db/client';
import { accountProfile } from '../../repositories/invoices';
import type { Scope } from '../../repositories/scope';
import type { InvoiceRecordContext } from './records';
import type { PublicBranding } from '../../../domain/business/profile';
import { brandingOf } from '../business/profile';

export interface InvoiceContext {
  db: Db;
  scope: Scope;
  now: Date;
  /** PUBLIC_URL or the request's origin. */
  origin: string;
}

export interface InvoiceView extends InvoiceRecordContext {
  merchantName: string;
  /** What the PDF and the mails show of the merchant (/settings-business). */
  branding: PublicBranding;
  /** The stored logo file, for the PDF (which embeds it). */
  logoStoredName: string | null;
  timezone: string;
}

/** Today (YYYY-MM-DD) in a time zone; an unknown zone (bad data) falls back to UTC rather than failing reads. */
export function todayIn(timezone: string, now: Date): string {
  try {
    return calendarDate(now, timezone);
  } catch {
    return calendarDate(now, 'UTC');
  }
}

export async function invoiceView(ctx: Pick<InvoiceContext, 'db' | 'scope' | 'now' | 'origin'>): Promise<InvoiceView> {
  const profile = await accountProfile(ctx.db, ctx.scope.accountId);
  return { origin: ctx.origin, today: todayIn(profile.timezone, ctx.now), merchantName: profile.name,
    branding: brandingOf(profile.business, profile.accountName, ctx.origin), logoStoredName: profile.business?.logoStoredName ?? null, timezone: profile.timezone };
}
