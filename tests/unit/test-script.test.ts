// npm test's and .ci/run's closing table of phase durations (scripts/test.ts): side-by-side phases are listed under
// their group and counted once in the total, a failed phase is marked, durations read as minutes and seconds.
import { describe, expect, it } from 'vitest';
import { formatDuration, phaseTable, type PhaseTime } from '../../scripts/test';

describe('the phase table', () => {
  it('formats seconds under a minute with a decimal, longer ones as minutes and padded seconds', () => {
    expect(formatDuration(42.34)).toBe('42.3 s');
    expect(formatDuration(65)).toBe('1 min 05 s');
    expect(formatDuration(1181.6)).toBe('19 min 42 s');
    // A duration whose seconds round up to a whole minute (the clean-clone CI of 2026-11-28 21:12 printed 38 min 60 s).
    expect(formatDuration(2339.6)).toBe('39 min 00 s');
    expect(formatDuration(59.97)).toBe('1 min 00 s');
  });

  it('counts a side-by-side group once in the total, indents its phases, and marks a failure', () => {
    const times: PhaseTime[] = [
      { phase: 'setup (packages, npm ci)', seconds: 60, ok: true },
      { phase: 'typecheck + lint (side by side)', seconds: 100, ok: true },
      { phase: 'typecheck', seconds: 100, ok: true, within: 'typecheck + lint' },
      { phase: 'lint', seconds: 90, ok: true, within: 'typecheck + lint' },
      { phase: 'unit', seconds: 120, ok: true },
      { phase: 'end-to-end', seconds: 900, ok: false },
    ];
    const lines = phaseTable(times).split('\n');
    expect(lines).toHaveLength(7);
    expect(lines[2]).toMatch(/^ {4}typecheck\s+1 min 40 s$/);
    expect(lines[5]).toMatch(/^ {2}end-to-end\s+15 min 00 s {2}FAILED$/);
    // 60 + 100 + 120 + 900: the group's phases are inside its line.
    expect(lines[6]).toMatch(/^ {2}total\s+19 min 40 s$/);
  });
});
