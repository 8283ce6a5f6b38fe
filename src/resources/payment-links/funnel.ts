// The checkout funnel of a payment link (opened -> started -> paid) with conversion percentages, from the counters
// the server keeps on the link. DOM-free (unit-tested).

export const FUNNEL_STEPS = ['opened', 'started', 'paid'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export interface FunnelRow {
  step: FunnelStep;
  count: number;
  /** Share of the opens that reached this step, 0..100 (one decimal); null when nobody opened the page. */
  ofOpened: number | null;
  /** Share of the previous step that reached this one; null for the first step or when the previous is 0. */
  ofPrevious: number | null;
}

const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

export function funnelRows(counts: { openedCount: number; startedCount: number; paidCount: number }): FunnelRow[] {
  const values = [counts.openedCount, counts.startedCount, counts.paidCount];
  return FUNNEL_STEPS.map((step, i) => ({
    step,
    count: values[i],
    ofOpened: percent(values[i], values[0]),
    ofPrevious: i === 0 ? null : percent(values[i], values[i - 1]),
  }));
}

/** '42.5%', or '--' when there is nothing to compare with. */
export const formatPercent = (value: number | null): string => (value === null ? '--' : `${value}%`);
