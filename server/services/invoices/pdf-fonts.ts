// Fonts for invoice PDFs: Noto Sans CJK from the system when installed (Chinese labels, and customer or merchant
// names in any CJK, Latin, Greek or Cyrillic script), else the built-in Helvetica with English labels. The font
// files are read once and kept in memory; pdfkit embeds only the glyphs a document uses.
import { existsSync, readFileSync } from 'node:fs';

export interface PdfFonts {
  /** Whether the fonts can show Chinese (and so whether Chinese labels may be used). */
  cjk: boolean;
  regular: { src: string | Buffer; family?: string };
  bold: { src: string | Buffer; family?: string };
}

const FONT_DIRS = ['/usr/share/fonts/opentype/noto', '/usr/share/fonts/noto-cjk', '/usr/share/fonts/google-noto-cjk'];

function findCollection(file: string): string | undefined {
  return FONT_DIRS.map((dir) => `${dir}/${file}`).find((p) => existsSync(p));
}

/** PDF's built-in fonts: always there, Latin-1 only. */
export const BUILTIN_FONTS: PdfFonts = { cjk: false, regular: { src: 'Helvetica' }, bold: { src: 'Helvetica-Bold' } };
let cached: PdfFonts | undefined;

/** The fonts of this machine (looked up once). */
export function pdfFonts(): PdfFonts {
  if (cached) return cached;
  const regular = findCollection('NotoSansCJK-Regular.ttc');
  if (!regular) return (cached = BUILTIN_FONTS);
  const bold = findCollection('NotoSansCJK-Bold.ttc');
  const regularBytes = readFileSync(regular);
  cached = {
    cjk: true,
    regular: { src: regularBytes, family: 'NotoSansCJKsc-Regular' },
    bold: bold ? { src: readFileSync(bold), family: 'NotoSansCJKsc-Bold' } : { src: regularBytes, family: 'NotoSansCJKsc-Regular' },
  };
  return cached;
}

/** Helvetica encodes WinAnsi only: anything else would print as garbage, so it is shown as '?'. */
export function printable(text: string, fonts: PdfFonts): string {
  return fonts.cjk ? text : text.replace(/[^\u0020-\u007e\u00a0-\u00ff\n]/g, '?');
}
