// The spending controls as a form holds them (each limit's amount as typed, in major units) and as the API takes
// them (minor units): shared by the card and cardholder forms. An amount that does not read is left as NaN, which
// the domain schema refuses with its own message under the limit's input.
import { fromMinorUnits, parseMinorUnits } from '../../../domain/currency';
import type { IssuingCurrency, LimitInterval, MerchantCategory, SpendingControls } from '../../../domain/issuing/controls';

export interface ControlsFormValues {
  limits: { interval: string; amount: string; currency: string }[];
  blockedCategories: string[];
  blockedCountries: string[];
}

export function controlsFormValues(c: SpendingControls | undefined): ControlsFormValues {
  return {
    limits: (c?.spendingLimits ?? []).map((l) => ({ interval: l.interval, amount: fromMinorUnits(l.amount, l.currency), currency: l.currency })),
    blockedCategories: [...(c?.blockedCategories ?? [])],
    blockedCountries: [...(c?.blockedCountries ?? [])],
  };
}

/** `currency`: a card's (every limit in it); a cardholder's limits carry their own. */
/** Typed as the API's controls: the form's resolver has judged them by the domain's schema before they are sent. */
export function controlsBody(v: Partial<ControlsFormValues>, currency?: string): SpendingControls {
  return {
    spendingLimits: (v.limits ?? []).map((l) => {
      const cur = currency ?? l.currency;
      const parsed = parseMinorUnits(String(l.amount ?? ''), cur || 'USD');
      return { interval: l.interval as LimitInterval, amount: parsed.ok ? Number(parsed.value) : Number.NaN, currency: cur as IssuingCurrency };
    }),
    blockedCategories: (v.blockedCategories ?? []) as MerchantCategory[],
    blockedCountries: v.blockedCountries ?? [],
  };
}

/** spendingControls.spendingLimits.2.amount -> limits.2.amount: where the form shows an error of the body. */
export const controlsFieldOf = (path: string): string => path.replace(/^spendingControls\.spendingLimits\./, 'limits.').replace(/^spendingControls\./, '');
