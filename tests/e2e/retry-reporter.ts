// Lists the end-to-end tests that passed only on a retry (CI retries once): at the end of the run's output and in
// test-results/e2e-retried.txt, which `npm test` (scripts/test.ts) and .ci/run print in their summary. A retried
// test is a flake to fix at its cause, not a pass to forget.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const FILE = path.join('test-results', 'e2e-retried.txt');

export default class RetryReporter implements Reporter {
  private readonly retried = new Map<string, string>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry === 0) return;
    const where = `${path.relative(process.cwd(), test.location.file)}:${test.location.line}`;
    this.retried.set(test.id, `${where} ${test.titlePath().slice(1).join(' > ')} (retry ${result.retry}: ${result.status})`);
  }

  onEnd(_result: FullResult) {
    mkdirSync(path.dirname(FILE), { recursive: true });
    const lines = [...this.retried.values()];
    writeFileSync(FILE, lines.length ? `${lines.join('\n')}\n` : '');
    if (lines.length) console.log(`\nRetried end-to-end tests (${lines.length}):\n${lines.map((l) => `  ${l}`).join('\n')}`);
  }

  printsToStdio() {
    return false;
  }
}
