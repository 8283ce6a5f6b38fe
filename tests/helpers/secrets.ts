// Secrets a test used (tokens, passwords, card numbers, password hashes), written next to the run's logs so the
// global teardown (tests/helpers/global-logs.ts) can check that none of them was logged.
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

let file: string | undefined;

/** Remembers a secret of this test file's run; values shorter than 8 characters are too common to search for. */
export function rememberSecret(kind: string, value: string | null | undefined): void {
  if (!value || value.length < 8) return;
  const dir = inject('apiLogDir');
  if (!dir) return;
  file ??= path.join(dir, `${process.pid}-${Math.random().toString(36).slice(2)}.secrets`);
  appendFileSync(file, `${JSON.stringify({ kind, value })}\n`);
}
