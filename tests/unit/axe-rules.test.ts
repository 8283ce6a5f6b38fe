// @vitest-environment jsdom
// The every-page sweeps run the axe-core rules that can report a serious or critical violation (tests/e2e/axe-rules.ts):
// the list is derived from axe-core's metadata, so these tests hold it to what matters (the rules the product's pages
// are checked by stay in) and to what axe-core itself reports (a rule left out never reports serious or critical).
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { FAILING_IMPACTS, possibleImpacts, sweepRules, type AxeAuditMeta } from '../e2e/axe-rules';

const rules = sweepRules();

describe("the sweeps' axe rules", () => {
  it('keep the rules that can report a serious or critical violation', () => {
    expect(rules).toEqual(
      expect.arrayContaining([
        'color-contrast', 'button-name', 'label', 'link-name', 'image-alt', 'select-name', 'input-button-name',
        'aria-required-attr', 'aria-valid-attr', 'aria-valid-attr-value', 'aria-allowed-attr', 'aria-roles',
        'aria-hidden-focus', 'aria-progressbar-name', 'aria-input-field-name', 'aria-toggle-field-name',
        'document-title', 'html-has-lang', 'html-lang-valid', 'list', 'listitem', 'nested-interactive',
        'scrollable-region-focusable', 'label-content-name-mismatch',
      ]),
    );
    // Every aria-* rule that can fail the sweep is in; the two left out report minor only.
    const aria = axe.getRules().map((r) => r.ruleId).filter((id) => id.startsWith('aria-'));
    expect(aria.filter((id) => !rules.includes(id)).sort()).toEqual(['aria-allowed-role', 'aria-deprecated-role']);
  });

  it('leave out the AAA rules and those that report only minor or moderate violations', () => {
    for (const id of ['color-contrast-enhanced', 'identical-links-same-purpose', 'region', 'heading-order', 'landmark-one-main', 'landmark-unique', 'page-has-heading-one', 'empty-heading']) {
      expect(axe.getRules().some((r) => r.ruleId === id), id).toBe(true);
      expect(rules, id).not.toContain(id);
    }
  });

  it("take a rule's own impact when it names one, else its checks' impacts", () => {
    const audit: AxeAuditMeta = {
      rules: [
        { id: 'own-minor', impact: 'minor', tags: [], any: ['serious-check'], all: [], none: [] },
        { id: 'own-serious', impact: 'serious', tags: [], any: ['minor-check'], all: [], none: [] },
        { id: 'checks-minor', tags: [], any: ['minor-check'], all: [{ id: 'moderate-check' }], none: [] },
        { id: 'checks-one-critical', tags: [], any: ['minor-check'], all: [], none: [{ id: 'critical-check' }] },
        { id: 'check-unknown', tags: [], any: ['no-such-check'], all: [], none: [] },
        { id: 'aaa', impact: 'serious', tags: ['wcag2aaa'], any: [], all: [], none: [] },
      ],
      data: { checks: { 'minor-check': { impact: 'minor' }, 'moderate-check': { impact: 'moderate' }, 'serious-check': { impact: 'serious' }, 'critical-check': { impact: 'critical' } } },
    };
    expect(possibleImpacts(audit.rules[2]!, audit.data.checks).sort()).toEqual(['minor', 'moderate']);
    expect(sweepRules(audit)).toEqual(['own-serious', 'checks-one-critical', 'check-unknown']);
  });

  it('agree with what axe-core reports: a rule left out reports no serious or critical violation', async () => {
    // A page with violations of rules on both sides: a nameless button and an image without alt (critical), an empty
    // heading (its checks are serious, the rule says minor), content outside landmarks
    // (moderate), a heading level skipped (moderate).
    document.documentElement.lang = 'en';
    document.title = 'axe rules';
    document.body.innerHTML = '<div><h1></h1><h3>Skipped</h3><p>Outside any landmark</p><button></button><img src="a.png"></div>';
    const results = await axe.run(document, { runOnly: { type: 'rule', values: axe.getRules().map((r) => r.ruleId).filter((id) => id !== 'color-contrast' && id !== 'color-contrast-enhanced') }, resultTypes: ['violations'] });
    const found = new Map(results.violations.map((v) => [v.id, v.impact]));
    for (const id of ['button-name', 'image-alt', 'empty-heading', 'region', 'heading-order']) expect(found.has(id), id).toBe(true);
    for (const [id, impact] of found) {
      if (rules.includes(id)) continue;
      expect(FAILING_IMPACTS, `${id} is left out but reported ${impact}`).not.toContain(impact);
    }
    expect(found.get('button-name')).toBe('critical');
    expect(found.get('empty-heading')).toBe('minor');
  });
});
