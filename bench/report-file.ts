// bench/REPORT.md is shared by every bench: each writes only its own section, between `<!-- <name>:start -->` and
// `<!-- <name>:end -->`, and leaves the rest of the file (other benches' sections, hand-written notes) as it is.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const REPORT_FILE = 'bench/REPORT.md';

const markers = (name: string) => ({ start: `<!-- ${name}:start -->`, end: `<!-- ${name}:end -->` });

/** Replaces the named section of `text` (appends it when absent); the text around it is kept byte for byte. */
export function withSection(text: string, name: string, body: string): string {
  const { start, end } = markers(name);
  const wrapped = `${start}\n${body.trim()}\n${end}`;
  const s = text.indexOf(start);
  const e = text.indexOf(end, s);
  if (s >= 0 && e > s) return text.slice(0, s) + wrapped + text.slice(e + end.length);
  return text.trim() ? `${text.trimEnd()}\n\n${wrapped}\n` : `${wrapped}\n`;
}

/** Writes the named section of bench/REPORT.md, leaving every other section alone. */
export function writeReportSection(name: string, body: string, file = REPORT_FILE): void {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, withSection(text, name, body));
}
