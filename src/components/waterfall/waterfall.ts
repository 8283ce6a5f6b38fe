// A waterfall from a start to a net (a settlement batch from its gross, a payout from the gross of the payments it
// pays out): each line a step from the running total before it to the one after it, then the net from zero. Pure,
// so the steps are tested without a chart.

export interface WaterfallStep<K extends string = string> {
  key: K | 'net';
  amount: number;
  /** [low, high] of the bar, in minor units. */
  range: [number, number];
}

/** The steps of `lines` (in that order, each read from `values`) and the net. */
export function waterfallSteps<K extends string>(lines: readonly K[], values: Record<K | 'net', number>): WaterfallStep<K>[] {
  let running = 0;
  const steps: WaterfallStep<K>[] = lines.map((key) => {
    const from = running;
    running += values[key];
    return { key, amount: values[key], range: [Math.min(from, running), Math.max(from, running)] };
  });
  steps.push({ key: 'net', amount: values.net, range: [Math.min(0, values.net), Math.max(0, values.net)] });
  return steps;
}
