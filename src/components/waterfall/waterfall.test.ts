import { describe, expect, it } from 'vitest';
import { SETTLEMENT_LINES } from '../../../domain/settlements/status';
import { waterfallSteps } from './waterfall';

describe('waterfallSteps', () => {
  it('steps from the gross down through each line to the net', () => {
    const steps = waterfallSteps(SETTLEMENT_LINES, { gross: 10_000, fees: -320, refunds: -1_000, disputes: 0, adjustments: 50, net: 8_730 });
    expect(steps.map((s) => [s.key, s.range])).toEqual([
      ['gross', [0, 10_000]],
      ['fees', [9_680, 10_000]],
      ['refunds', [8_680, 9_680]],
      ['disputes', [8_680, 8_680]],
      ['adjustments', [8_680, 8_730]],
      ['net', [0, 8_730]],
    ]);
  });

  it('draws a negative net below zero', () => {
    const steps = waterfallSteps(SETTLEMENT_LINES, { gross: 0, fees: 0, refunds: -500, disputes: -1_500, adjustments: 0, net: -2_000 });
    expect(steps.at(-1)!.range).toEqual([-2_000, 0]);
    expect(steps[3].range).toEqual([-2_000, -500]);
  });
});
