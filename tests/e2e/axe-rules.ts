// The axe-core rules the every-page sweeps run, derived from axe-core's own rule and check metadata (no hand-written
// list): the sweeps fail on a serious or critical violation only, so a rule whose violations can only ever be minor
// or moderate cannot fail them, and running it on every page of every variant was time spent on nothing the
// assertion reads (docs/decisions.md, "The sweeps, sixth pass").
import axe from 'axe-core';

/** The impacts the sweeps fail on. */
export const FAILING_IMPACTS: readonly string[] = ['serious', 'critical'];

type CheckRef = string | { id: string };
/** What axe-core keeps of a rule (`axe._audit.rules`) that decides a violation's impact. */
export interface AxeRuleMeta {
  id: string;
  impact?: string;
  tags: string[];
  any: CheckRef[];
  all: CheckRef[];
  none: CheckRef[];
}
/** axe-core's audit as far as impacts go: its rules and each check's metadata (`axe._audit.data.checks`). */
export interface AxeAuditMeta {
  rules: AxeRuleMeta[];
  data: { checks: Record<string, { impact?: string } | undefined> };
}

/**
 * The impacts a violation of `rule` can be reported with. axe-core gives a failing node the impact of its failing
 * checks (the highest of them), each check's impact from its metadata, except that a rule naming an impact of its
 * own gives that impact to every check result of its nodes (`finalizeRuleResult`); the rule's impact is the highest
 * of its nodes'. So: the rule's impact when it names one, else its checks' impacts.
 */
export function possibleImpacts(rule: AxeRuleMeta, checks: AxeAuditMeta['data']['checks']): string[] {
  if (rule.impact) return [rule.impact];
  const ids = [...rule.any, ...rule.all, ...rule.none].map((c) => (typeof c === 'string' ? c : c.id));
  // A check without metadata has no known impact: kept as able to fail, so the rule is never left out by mistake.
  return [...new Set(ids.map((id) => checks[id]?.impact ?? 'critical'))];
}

/**
 * The rules the sweeps run: every rule of the installed axe-core (experimental, best-practice and deprecated ones
 * included) but the WCAG AAA ones (the product claims AA: AAA contrast is 7:1) and those that can only report a
 * minor or moderate violation.
 */
export function sweepRules(audit: AxeAuditMeta = (axe as unknown as { _audit: AxeAuditMeta })._audit): string[] {
  return audit.rules
    .filter((r) => !r.tags.includes('wcag2aaa'))
    .filter((r) => possibleImpacts(r, audit.data.checks).some((i) => FAILING_IMPACTS.includes(i)))
    .map((r) => r.id);
}
