// Upload materials: which files are accepted (jpg, jpeg, png, pdf under 10 MB, spec sections 5 and 9), what their
// bytes really are, and how recent a proof of address must be. Pure and isomorphic: bytes come in as a Uint8Array.
import { z } from 'zod';
import { DEFAULT_TIMEZONE } from '../dates';
import type { OnboardingMessageKey } from '../onboarding-messages';
import { calendarDate, isIsoDate, shiftDate } from './calendar';
import { choice, str } from './fields';

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const ADDRESS_PROOF_MAX_AGE_MONTHS = 3;

export type UploadFileType = 'jpg' | 'png' | 'pdf';
/** Extension -> the content type it must hold; jpeg is a jpg. */
export const UPLOAD_EXTENSIONS: Readonly<Record<string, UploadFileType>> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', pdf: 'pdf' };
export const UPLOAD_MIME_TYPES: Readonly<Record<UploadFileType, readonly string[]>> = {
  jpg: ['image/jpeg', 'image/pjpeg'],
  png: ['image/png'],
  pdf: ['application/pdf'],
};

export interface UploadCandidate {
  name: string;
  size: number;
  /** The declared content type; empty when the browser does not know it. */
  mime?: string | null;
}

/** The content type a file name promises, from its last extension; null when not an accepted one. */
export function fileTypeFromName(name: string): UploadFileType | null {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? null : (UPLOAD_EXTENSIONS[name.slice(dot + 1).toLowerCase()] ?? null);
}

/** Why a file is refused before reading it, or null: its extension and declared type, then its size (< 10 MB). */
export function uploadIssue(file: UploadCandidate): OnboardingMessageKey | null {
  const type = fileTypeFromName(file.name);
  const mime = (file.mime ?? '').trim().toLowerCase();
  if (type === null || (mime !== '' && !UPLOAD_MIME_TYPES[type].includes(mime))) return 'onb_file_type_invalid';
  if (!Number.isSafeInteger(file.size) || file.size <= 0) return 'onb_file_empty';
  return file.size < UPLOAD_MAX_BYTES ? null : 'onb_file_too_large';
}

export function isAllowedUpload(file: UploadCandidate): boolean {
  return uploadIssue(file) === null;
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // '%PDF-'

/** What the first bytes say the file is, whatever its name: a JPEG, PNG or PDF signature, else null. */
export function sniffFileType(bytes: Uint8Array): UploadFileType | null {
  if (startsWith(bytes, JPEG_MAGIC)) return 'jpg';
  if (startsWith(bytes, PNG_MAGIC)) return 'png';
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  return null;
}

/** After reading the file: its content must be the type its name promises (a renamed .exe is refused). */
export function uploadContentIssue(name: string, bytes: Uint8Array): OnboardingMessageKey | null {
  const sniffed = sniffFileType(bytes);
  return sniffed !== null && sniffed === fileTypeFromName(name) ? null : 'onb_file_content_mismatch';
}

/**
 * A proof of address counts when issued within the last 3 months: from the same calendar day 3 months ago
 * (clamped to the month's end) through today, in the account's zone. A date in the future is not a valid issue date.
 */
export function isAddressProofRecent(issuedOn: string | Date, now: Date, tz: string = DEFAULT_TIMEZONE): boolean {
  const issued = typeof issuedOn === 'string' ? issuedOn.trim() : calendarDate(issuedOn, tz);
  if (!isIsoDate(issued)) return false;
  const today = calendarDate(now, tz);
  return issued <= today && issued >= shiftDate(today, -ADDRESS_PROOF_MAX_AGE_MONTHS, 'month');
}

export const DOCUMENT_KINDS = ['registration_certificate', 'address_proof', 'representative_id', 'bank_statement', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** An uploaded document as the wizard records it; the file itself is checked by the functions above. */
export interface DocumentRecord {
  kind: DocumentKind;
  uploadId: string;
  /** The issue date printed on a proof of address (YYYY-MM-DD); required for that kind only. */
  issuedOn?: string | null;
}

/** Recording an upload as one of the wizard's documents; an address proof must carry a recent issue date. */
export function makeDocumentSchema(options: { now?: Date; tz?: string } = {}) {
  const now = options.now ?? new Date();
  const tz = options.tz ?? DEFAULT_TIMEZONE;
  return z
    .object({
      kind: choice(DOCUMENT_KINDS, 'onb_document_kind_invalid'),
      uploadId: str('onb_response_required').trim().regex(/^[A-Za-z\d_-]{1,64}$/, 'onb_response_required'),
      issuedOn: z.string({ error: 'onb_proof_date_invalid' }).trim().nullish(),
    })
    .superRefine((doc, ctx) => {
      if (doc.kind !== 'address_proof') return;
      const issued = doc.issuedOn ?? '';
      const key = !isIsoDate(issued) || issued > calendarDate(now, tz) ? 'onb_proof_date_invalid'
        : !isAddressProofRecent(issued, now, tz) ? 'onb_proof_too_old' : null;
      if (key) ctx.addIssue({ code: 'custom', path: ['issuedOn'], message: key });
    });
}
export type DocumentInput = z.input<ReturnType<typeof makeDocumentSchema>>;
