// Vitest global setup for the API tests: every test app writes its log (info level: access log, errors, query
// failures) into one directory for the run, and tests name the secrets they used (tests/helpers/secrets.ts). When
// the run ends, the logs are searched for each secret: one found fails the run, naming the secret's kind and file.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    apiLogDir: string;
  }
}

/** Secrets of the run found in its logs, as "kind in file" lines (the value itself is not printed). */
export function leakedSecrets(dir: string): string[] {
  const files = readdirSync(dir);
  const logs = files.filter((f) => f.endsWith('.log')).map((f) => ({ file: f, text: readFileSync(path.join(dir, f), 'utf8') }));
  const secrets = files
    .filter((f) => f.endsWith('.secrets'))
    .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').split('\n'))
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { kind: string; value: string });
  const leaks = new Set<string>();
  for (const { kind, value } of secrets) for (const log of logs) if (log.text.includes(value)) leaks.add(`${kind} in ${log.file}`);
  return [...leaks];
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'md-api-logs-'));
  project.provide('apiLogDir', dir);
  return () => {
    const leaks = leakedSecrets(dir);
    const logs = readdirSync(dir).filter((f) => f.endsWith('.log')).length;
    if (leaks.length > 0) {
      // The logs stay for a look; the run fails (vitest reports an error thrown here but keeps its exit code).
      console.error(`secrets found in the API test run's logs (${dir}):\n${leaks.join('\n')}`);
      process.exitCode = 1;
      return;
    }
    console.log(`log check: ${logs} test app logs searched for the run's secrets, none found`);
    rmSync(dir, { recursive: true, force: true });
  };
}
