import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INVOICE_ACTION_NAMES, INVOICE_ACTIONS, INVOICE_STATUSES, INVOICE_TABS, canInvoice, inTab, isPastDue, isPayableStatus,
} from './status';

const status = fc.constantFrom(...INVOICE_STATUSES);
const action = fc.constantFrom(...INVOICE_ACTION_NAMES);
const isoDate = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('invoice states and actions (spec section 4)', () => {
  it('are exactly the table of the spec, with finalize on drafts', () => {
    expect(INVOICE_ACTIONS).toEqual({
      draft: ['detail', 'edit', 'delete', 'duplicate', 'finalize'],
      open: ['detail', 'duplicate', 'cancel'],
      paid: ['detail', 'duplicate'],
      void: ['detail', 'duplicate'],
    });
  });

  it('allow edit, delete and finalize only on a draft, cancel only on an open invoice', () => {
    fc.assert(fc.property(status, action, (s, a) => {
      const allowed = canInvoice(s, a);
      if (a === 'detail' || a === 'duplicate') expect(allowed).toBe(true);
      else if (a === 'cancel') expect(allowed).toBe(s === 'open');
      else expect(allowed).toBe(s === 'draft');
    }));
  });

  it('let only an open invoice be paid', () => {
    expect(INVOICE_STATUSES.filter(isPayableStatus)).toEqual(['open']);
  });
});

describe('isPastDue and the list tabs', () => {
  it('is past due when open and due before today; due today is not yet past due', () => {
    expect(isPastDue({ status: 'open', dueDate: '2026-11-20' }, '2026-11-21')).toBe(true);
    expect(isPastDue({ status: 'open', dueDate: '2026-11-21' }, '2026-11-21')).toBe(false);
    expect(isPastDue({ status: 'open', dueDate: '2025-12-31' }, '2026-01-01')).toBe(true);
    for (const s of ['draft', 'paid', 'void'] as const) expect(isPastDue({ status: s, dueDate: '2020-01-01' }, '2026-11-21')).toBe(false);
  });

  it('agrees with date order for any two dates', () => {
    fc.assert(fc.property(isoDate, isoDate, (due, today) => {
      expect(isPastDue({ status: 'open', dueDate: due }, today)).toBe(new Date(due) < new Date(today));
    }));
  });

  it('puts every invoice under All and in at most one of Paid, Outstanding and Draft; Past Due inside Outstanding', () => {
    fc.assert(fc.property(status, isoDate, isoDate, (s, due, today) => {
      const invoice = { status: s, dueDate: due };
      expect(inTab(invoice, 'all', today)).toBe(true);
      const main = (['paid', 'outstanding', 'draft'] as const).filter((t) => inTab(invoice, t, today));
      expect(main.length).toBe(s === 'void' ? 0 : 1);
      if (inTab(invoice, 'pastDue', today)) expect(inTab(invoice, 'outstanding', today)).toBe(true);
    }));
    expect(INVOICE_TABS).toEqual(['all', 'paid', 'outstanding', 'pastDue', 'draft']);
  });
});
