// The merchant's public business details and branding (/settings-business, code settingsBusiness; the onboarding's
// /public-details step edits the same record): the name customers see, how to reach support, the website, the
// statement descriptor printed on card statements, and the logo and colour shown on invoices, the hosted checkout
// and the mails sent to customers. One rule here; the form and the route both use it.
import { z } from 'zod';
import { judgeFile, type FileFacts } from '../attachments';
import { isValidPhone, isValidWebsite, normalizePhone } from '../onboarding/fields';

export const BUSINESS_NAME_MAX = 100;
export const STATEMENT_DESCRIPTOR_MIN = 5;
export const STATEMENT_DESCRIPTOR_MAX = 22;
/** Logos: PNG or JPEG (sniffed from the content, not the name), at most 1 MB. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
/** The smallest contrast of the brand colour against the white page it sits on (WCAG 2 for large text and UI parts). */
export const BRAND_COLOR_MIN_CONTRAST = 3;

/** Card networks print Latin letters, digits, spaces and a few punctuation marks; no quotes, < > \ or *. */
const DESCRIPTOR_CHARS = /^[A-Za-z0-9 .,&/-]+$/;

export type StatementDescriptorIssue = 'biz_descriptor_length' | 'biz_descriptor_chars' | 'biz_descriptor_letter';

/** Why a statement descriptor is refused, or null: 5 to 22 characters, allowed characters only, at least one letter. */
export function statementDescriptorIssue(text: string): StatementDescriptorIssue | null {
  const v = text.trim();
  if (v.length < STATEMENT_DESCRIPTOR_MIN || v.length > STATEMENT_DESCRIPTOR_MAX) return 'biz_descriptor_length';
  if (!DESCRIPTOR_CHARS.test(v)) return 'biz_descriptor_chars';
  if (!/[A-Za-z]/.test(v)) return 'biz_descriptor_letter';
  return null;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The text colour to write on the brand colour (a band, a button): black or white, whichever reads better. */
export function textColorOn(hex: string): '#000000' | '#ffffff' {
  return contrastRatio(hex, '#000000') >= contrastRatio(hex, '#ffffff') ? '#000000' : '#ffffff';
}

export type BrandColorIssue = 'biz_color_invalid' | 'biz_color_contrast';

/** Why a brand colour is refused, or null: #rrggbb, and dark enough to read on the white pages and PDF it marks. */
export function brandColorIssue(text: string): BrandColorIssue | null {
  if (!HEX_COLOR.test(text)) return 'biz_color_invalid';
  return contrastRatio(text, '#ffffff') < BRAND_COLOR_MIN_CONTRAST ? 'biz_color_contrast' : null;
}

/** Blank, absent or null all become null. */
function optional<T extends z.ZodType<string | null | undefined>>(inner: (s: z.ZodString) => T) {
  return inner(z.string({ error: 'field_invalid' }).trim()).nullish().transform((v) => (v ? v : null));
}

/** What the business settings form (and the onboarding's public details step) sends. */
export const businessProfileSchema = z
  .object({
    businessName: z
      .string({ error: 'field_required' })
      .trim()
      .min(1, 'field_required')
      .max(BUSINESS_NAME_MAX, 'field_too_long'),
    supportEmail: optional((s) => s.max(254, 'field_too_long').refine((v) => v === '' || z.email().safeParse(v).success, 'email_invalid')),
    supportPhone: z
      .string({ error: 'field_invalid' })
      .trim()
      .nullish()
      .refine((v) => !v || isValidPhone(v), 'onb_phone_invalid')
      .transform((v) => (v ? normalizePhone(v) : null)),
    website: optional((s) => s.max(400, 'field_too_long').refine((v) => v === '' || isValidWebsite(v), 'onb_domain_invalid')),
    statementDescriptor: z
      .string({ error: 'field_invalid' })
      .trim()
      .nullish()
      .superRefine((v, ctx) => {
        const issue = v ? statementDescriptorIssue(v) : null;
        if (issue) ctx.addIssue({ code: 'custom', message: issue });
      })
      .transform((v) => (v ? v.toUpperCase() : null)),
    brandColor: z
      .string({ error: 'field_invalid' })
      .trim()
      .nullish()
      .superRefine((v, ctx) => {
        const issue = v ? brandColorIssue(v) : null;
        if (issue) ctx.addIssue({ code: 'custom', message: issue });
      })
      .transform((v) => (v ? v.toLowerCase() : null)),
  })
  .strict();
export type BusinessProfileInput = z.input<typeof businessProfileSchema>;
export type BusinessProfileValues = z.output<typeof businessProfileSchema>;

/** What the API answers: the saved details, the logo's address (null without one) and when it last changed. */
export const businessProfileRecordSchema = z.object({
  businessName: z.string(),
  supportEmail: z.string().nullable(),
  supportPhone: z.string().nullable(),
  website: z.string().nullable(),
  statementDescriptor: z.string().nullable(),
  brandColor: z.string().nullable(),
  /** Whether a logo is stored; the signed-in page reads it at /api/settings/business/logo. */
  hasLogo: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type BusinessProfileRecord = z.infer<typeof businessProfileRecordSchema>;

/**
 * The branding customers see on an invoice, the hosted checkout and the mails: the public name (the account's name
 * until one is set), the support contacts, the colour and its text colour, and the logo's public address.
 */
export const publicBrandingSchema = z.object({
  name: z.string(),
  supportEmail: z.string().nullable(),
  supportPhone: z.string().nullable(),
  website: z.string().nullable(),
  color: z.string().nullable(),
  /** Black or white, for text on `color`. */
  colorText: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type PublicBranding = z.infer<typeof publicBrandingSchema>;

export const businessProfileMessages = {
  biz_descriptor_length: {
    en: `The statement descriptor must be ${STATEMENT_DESCRIPTOR_MIN} to ${STATEMENT_DESCRIPTOR_MAX} characters.`,
    zh: `对账单描述符须为 ${STATEMENT_DESCRIPTOR_MIN} 至 ${STATEMENT_DESCRIPTOR_MAX} 个字符。`,
  },
  biz_descriptor_chars: {
    en: 'Use Latin letters, digits, spaces and . , & / - only in the statement descriptor.',
    zh: '对账单描述符只能使用拉丁字母、数字、空格及 . , & / - 符号。',
  },
  biz_descriptor_letter: {
    en: 'The statement descriptor must contain at least one letter (not only digits).',
    zh: '对账单描述符须至少包含一个字母（不能全为数字）。',
  },
  biz_color_invalid: { en: 'Enter the colour as #rrggbb, for example #1a56db.', zh: '请按 #rrggbb 格式输入颜色，例如 #1a56db。' },
  biz_color_contrast: {
    en: 'This colour is too light to read on a white page; choose a darker one.',
    zh: '该颜色过浅，在白色页面上难以辨认，请选择更深的颜色。',
  },
  biz_logo_type: { en: 'The logo must be a PNG or JPEG image.', zh: 'Logo 须为 PNG 或 JPEG 图片。' },
  biz_logo_too_large: { en: 'The logo must be 1 MB or smaller.', zh: 'Logo 不能超过 1 MB。' },
} as const;

export type LogoIssue = 'biz_logo_type' | 'biz_logo_too_large' | 'field_required';

/** Judges a received logo by its size and first bytes: a PNG or JPEG of at most LOGO_MAX_BYTES, or the issue. */
export function judgeLogo(file: FileFacts | undefined): { ok: true; contentType: (typeof LOGO_TYPES)[number] } | { ok: false; issue: LogoIssue } {
  const judged = judgeFile(file, LOGO_MAX_BYTES + 1);
  if (!judged.ok) return { ok: false, issue: judged.issue === 'too_large' ? 'biz_logo_too_large' : judged.issue === 'required' ? 'field_required' : 'biz_logo_type' };
  const type = LOGO_TYPES.find((t) => t === judged.contentType);
  return type ? { ok: true, contentType: type } : { ok: false, issue: 'biz_logo_type' };
}
