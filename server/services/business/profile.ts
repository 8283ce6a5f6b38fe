// Business settings (/settings-business; the onboarding's /public-details saves through here too): the public
// details and branding, each change written to the audit log in its transaction, and the branding customers see.
import {
  businessProfileSchema, judgeLogo, textColorOn, type BusinessProfileRecord, type PublicBranding,
} from '../../../domain/business/profile';
import type { Db, DbOrTx } from '../../db/client';
import { FieldErrors } from '../../lib/errors';
import type { ReceivedFile } from '../../lib/multipart-upload';
import type { UploadStore } from '../../lib/uploads';
import { writeAudit } from '../../repositories/audit-log';
import {
  findBusinessProfile, lockBusinessProfile, saveBusinessLogo, saveBusinessProfile, type BusinessProfileRow,
} from '../../repositories/business-profile';
import { accountName } from '../../repositories/accounts';

export interface BusinessActor {
  userId: string;
  email: string;
  accountId: string;
  ip?: string;
}

/** The public address of a stored logo (served by the checkout plugin, which serves logos and nothing else). */
export const logoPath = (storedName: string) => `/api/checkout/logos/${storedName}`;

const DETAIL_FIELDS = ['businessName', 'supportEmail', 'supportPhone', 'website', 'statementDescriptor', 'brandColor'] as const;

function detailsOf(row: BusinessProfileRow | undefined): Record<string, unknown> | null {
  return row ? Object.fromEntries(DETAIL_FIELDS.map((f) => [f, row[f]])) : null;
}

function recordOf(row: BusinessProfileRow | undefined, fallbackName: string): BusinessProfileRecord {
  return {
    businessName: row?.businessName ?? fallbackName,
    supportEmail: row?.supportEmail ?? null,
    supportPhone: row?.supportPhone ?? null,
    website: row?.website ?? null,
    statementDescriptor: row?.statementDescriptor ?? null,
    brandColor: row?.brandColor ?? null,
    hasLogo: Boolean(row?.logoStoredName),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The saved details; before any save, the account's name and nothing else. */
export async function getBusinessProfile(db: DbOrTx, accountId: string): Promise<BusinessProfileRecord> {
  const row = await findBusinessProfile(db, accountId);
  return recordOf(row, row ? '' : ((await accountName(db, accountId)) ?? ''));
}

/** Validates and saves the details (400 naming each wrong field); audited with the fields before and after. */
export async function updateBusinessProfile(db: Db, actor: BusinessActor, body: unknown): Promise<BusinessProfileRecord> {
  const parsed = businessProfileSchema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
    throw FieldErrors(errors);
  }
  return db.transaction(async (tx) => {
    const before = await lockBusinessProfile(tx, actor.accountId);
    const row = await saveBusinessProfile(tx, actor.accountId, parsed.data, actor.userId);
    const [was, now] = [detailsOf(before), detailsOf(row)!];
    const changed = DETAIL_FIELDS.filter((f) => (was?.[f] ?? null) !== now[f]);
    if (changed.length > 0) {
      await writeAudit(tx, {
        accountId: actor.accountId, action: 'business.updated', actor: { userId: actor.userId, email: actor.email }, ip: actor.ip ?? null,
        target: { type: 'business_profile', id: actor.accountId, label: row.businessName },
        before: was ? Object.fromEntries(changed.map((f) => [f, was[f] ?? null])) : null,
        after: Object.fromEntries(changed.map((f) => [f, now[f]])),
      });
    }
    return recordOf(row, '');
  });
}

/** Stores a new logo (PNG or JPEG, at most 1 MB, judged by its bytes) in place of the old one, or clears it (null). */
export async function changeBusinessLogo(db: Db, store: UploadStore, actor: BusinessActor, file: ReceivedFile | undefined | null): Promise<BusinessProfileRecord> {
  let logo: { storedName: string; mime: string; size: number } | null = null;
  if (file !== null) {
    const judged = judgeLogo(file);
    if (!judged.ok) throw FieldErrors({ file: judged.issue });
    logo = { storedName: file!.storedName, mime: judged.contentType, size: file!.size };
  }
  const { row, old } = await db.transaction(async (tx) => {
    const before = await lockBusinessProfile(tx, actor.accountId);
    const saved = await saveBusinessLogo(tx, actor.accountId, logo, actor.userId);
    await writeAudit(tx, {
      accountId: actor.accountId, action: 'business.logo_changed', actor: { userId: actor.userId, email: actor.email }, ip: actor.ip ?? null,
      target: { type: 'business_profile', id: actor.accountId, label: saved.businessName },
      before: { logo: before?.logoStoredName ? { mime: before.logoMime, size: before.logoSize } : null },
      after: { logo: logo ? { mime: logo.mime, size: logo.size } : null },
    });
    return { row: saved, old: before?.logoStoredName ?? null };
  });
  // The old file goes once the new row is committed (a failed commit keeps the old logo working).
  if (old && old !== logo?.storedName) await store.remove(old).catch(() => undefined);
  return recordOf(row, '');
}

/**
 * What customers see of the merchant (invoice PDF and page, hosted checkout, mails): the public name (the account's
 * name until one is saved), the contacts, the colour with its text colour, and the logo's address under `origin`.
 */
export function brandingOf(row: BusinessProfileRow | undefined, accountName: string, origin = ''): PublicBranding {
  return {
    name: row?.businessName || accountName,
    supportEmail: row?.supportEmail ?? null,
    supportPhone: row?.supportPhone ?? null,
    website: row?.website ?? null,
    color: row?.brandColor ?? null,
    colorText: row?.brandColor ? textColorOn(row.brandColor) : null,
    logoUrl: row?.logoStoredName ? `${origin}${logoPath(row.logoStoredName)}` : null,
  };
}

/** The stored logo's bytes for the PDF (a logo is at most 1 MB); null without one or when the file is gone. */
export async function readLogo(store: UploadStore | null, storedName: string | null): Promise<Buffer | null> {
  if (!store || !storedName) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of store.open(storedName)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}
