import { describe, expect, it } from 'vitest';
import { cleanFilter, dayRangeToFilter, filterToDayRange, listLink, parseFilterParam, tabCount, tabIndexFor, type QuickTab } from './listParams';

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

describe('date range', () => {
  it('turns days into inclusive instants in the list zone and back', () => {
    const filter = dayRangeToFilter('2026-11-01', '2026-11-21', '+08:00');
    expect(filter).toEqual({ createdFrom: '2026-11-01T00:00:00+08:00', createdTo: '2026-11-21T23:59:59.999+08:00' });
    expect(filterToDayRange(filter, '+08:00')).toEqual({ from: '2026-11-01', to: '2026-11-21' });
  });

  it('shows UTC instants as the days they fall on in the list zone', () => {
    const drill = { createdFrom: '2026-11-20T16:00:00.000Z', createdTo: '2026-11-21T15:59:59.999Z' };
    expect(filterToDayRange(drill, '+08:00')).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(filterToDayRange(drill, 'Z')).toEqual({ from: '2026-11-20', to: '2026-11-21' });
    expect(filterToDayRange({ createdFrom: '2026-11-01T02:00:00Z' }, '-05:30')).toEqual({ from: '2026-10-31', to: '' });
    expect(filterToDayRange({ createdFrom: 'not a date' }, '+08:00')).toEqual({ from: '', to: '' });
  });

  it('ignores a half-typed day', () => {
    expect(dayRangeToFilter('2026-11', '', 'Z')).toEqual({});
  });
});
