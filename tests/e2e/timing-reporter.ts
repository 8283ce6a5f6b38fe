// Where the end-to-end phase's time goes: every test's duration, start and worker in test-results/e2e-timings.txt
// (slowest first), and at the end of the run the slowest tests and how busy each worker was. A long test that starts
// late leaves the other core idle at the end; this is where that shows (bench/REPORT.md, Test suite).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const FILE = path.join('test-results', 'e2e-timings.txt');

interface Row {
  title: string;
  worker: number;
  start: number;
  seconds: number;
}

export default class TimingReporter implements Reporter {
  private readonly rows: Row[] = [];
  private begun = Date.now();

  onBegin() {
    this.begun = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const where = `${path.relative(process.cwd(), test.location.file)}:${test.location.line}`;
    this.rows.push({
      title: `${where} ${test.titlePath().slice(1).filter((t) => t && t !== path.basename(test.location.file)).join(' > ')}${result.retry ? ` (retry ${result.retry})` : ''}`,
      worker: result.parallelIndex,
      start: (result.startTime.getTime() - this.begun) / 1000,
      seconds: result.duration / 1000,
    });
  }

  onEnd(_result: FullResult) {
    const wall = (Date.now() - this.begun) / 1000;
    const rows = [...this.rows].sort((a, b) => b.seconds - a.seconds);
    const busy = new Map<number, number>();
    const last = new Map<number, number>();
    for (const r of rows) {
      busy.set(r.worker, (busy.get(r.worker) ?? 0) + r.seconds);
      last.set(r.worker, Math.max(last.get(r.worker) ?? 0, r.start + r.seconds));
    }
    const workers = [...busy.keys()].sort((a, b) => a - b).map(
      (w) => `worker ${w}: ${rows.filter((r) => r.worker === w).length} tests, busy ${busy.get(w)!.toFixed(0)} s, last test ended at ${last.get(w)!.toFixed(0)} s`,
    );
    const line = (r: Row) => `${r.seconds.toFixed(1).padStart(7)} s  worker ${r.worker}  from ${r.start.toFixed(0).padStart(5)} s  ${r.title}`;
    mkdirSync(path.dirname(FILE), { recursive: true });
    writeFileSync(FILE, [`run ${wall.toFixed(0)} s`, ...workers, '', ...rows.map(line), ''].join('\n'));
    if (rows.length > 1) {
      console.log(`\nEnd-to-end time (${FILE}): run ${wall.toFixed(0)} s; ${workers.join('; ')}\nSlowest:\n${rows.slice(0, 8).map((r) => `  ${line(r)}`).join('\n')}`);
    }
  }

  printsToStdio() {
    return false;
  }
}
