import { describe, expect, it } from 'vitest';
import { cleanFilter, listLink, parseFilterParam, tabCount, tabIndexFor, type QuickTab } from './listParams';

describe('list links and URL filters', () => {
  it('a drill-through link carries the filter as react-admin reads it back', () => {
    const link = listLink('/dashPayment', { filter: { status: 'succeeded', createdFrom: '2026-11-01T00:00:00Z' } });
    const query = new URLSearchParams(link.split('?')[1]);
    expect(link.startsWith('/dashPayment?filter=')).toBe(true);
    expect(parseFilterParam(query.get('filter'))).toEqual({ status: 'succeeded', createdFrom: '2026-11-01T00:00:00Z' });
  });

  it('keeps sort and paging and leaves a bare path when there is nothing to carry', () => {
    expect(listLink('/refund')).toBe('/refund');
    expect(listLink('/refund', { filter: { q: '  ' } })).toBe('/refund');
    expect(listLink('/refund', { sort: 'amount', order: 'ASC', page: 3, perPage: 50 })).toBe('/refund?sort=amount&order=ASC&page=3&perPage=50');
  });

  it('reads nothing from a malformed or non-object filter', () => {
    expect(parseFilterParam('{bad')).toEqual({});
    expect(parseFilterParam('[1,2]')).toEqual({});
    expect(parseFilterParam('"x"')).toEqual({});
    expect(parseFilterParam(null)).toEqual({});
  });

  it('drops empty values and trims text', () => {
    expect(cleanFilter({ q: ' pi_1 ', status: [], customerName: '', currency: null, createdTo: undefined })).toEqual({ q: 'pi_1' });
  });
});

describe('quick status tabs', () => {
  const tabs: QuickTab[] = [
    { label: 'all' },
    { label: 'succeeded', status: 'succeeded' },
    { label: 'refunded', status: ['refunded', 'partiallyRefunded'] },
  ];

  it('finds the tab of the filter, in any order of a status list', () => {
    expect(tabIndexFor({}, tabs)).toBe(0);
    expect(tabIndexFor({ status: 'succeeded', q: 'x' }, tabs)).toBe(1);
    expect(tabIndexFor({ status: ['partiallyRefunded', 'refunded'] }, tabs)).toBe(2);
    expect(tabIndexFor({ status: 'failed' }, tabs)).toBe(-1);
  });

  it('matches tabs on another filter key when told (invoice tabs set `tab`, not `status`)', () => {
    const invoiceTabs: QuickTab[] = [{ label: 'all' }, { label: 'pastDue', status: 'pastDue' }];
    expect(tabIndexFor({ tab: 'pastDue', status: 'open' }, invoiceTabs, 'tab')).toBe(1);
    expect(tabIndexFor({ status: 'open' }, invoiceTabs, 'tab')).toBe(0);
    expect(tabIndexFor({ tab: 'pastDue' }, invoiceTabs)).toBe(0);
  });

  it('counts a tab from the counts answer, adding a list of statuses', () => {
    const counts = { all: 10, succeeded: 5, refunded: 2, partiallyRefunded: 1 };
    expect(tabs.map((t) => tabCount(t, counts))).toEqual([10, 5, 3]);
    expect(tabCount(tabs[0], undefined)).toBeUndefined();
  });
});
