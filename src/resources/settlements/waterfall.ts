// A batch's waterfall: each line a step from the running total before it to the one after it, then the net from
// zero. Pure, so the steps are tested without a chart.
import { SETTLEMENT_LINES, type SettlementLine } from '../../../domain/settlements/status';

export interface WaterfallStep {
  key: SettlementLine | 'net';
  amount: number;
  /** [low, high] of the bar, in minor units. */
  range: [number, number];
}

export function waterfallSteps(batch: Record<SettlementLine | 'net', number>): WaterfallStep[] {
  let running = 0;
  const steps: WaterfallStep[] = SETTLEMENT_LINES.map((key) => {
    const from = running;
    running += batch[key];
    return { key, amount: batch[key], range: [Math.min(from, running), Math.max(from, running)] };
  });
  steps.push({ key: 'net', amount: batch.net, range: [Math.min(0, batch.net), Math.max(0, batch.net)] });
  return steps;
}
