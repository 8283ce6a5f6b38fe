// The start-up requests must be the very requests the pages make, or the http client would not hand them over:
// the list's GET is checked against ra-data-simple-rest's own, the conditions against react-admin's list params.
import simpleRestProvider from 'ra-data-simple-rest';
import { describe, expect, it } from 'vitest';
import { LIST_PER_PAGE } from '../components/list/listParams';
import { storedItemKey } from '../providers/store';
import { memoryStorage } from '../providers/testStorage';
import { PAYMENT_LIST_SORT } from '../resources/payments/listQuery';
import { firstRequestsFor, restListRequest, type ListRequestParams } from './firstRequests';

/** What simple-rest's getList sends for these params: its URL and headers. */
async function simpleRestSends(resource: string, params: ListRequestParams) {
  let sent: { url: string; headers: Record<string, string> } | undefined;
  const provider = simpleRestProvider('/test/api', async (url, options = {}) => {
    sent = { url, headers: Object.fromEntries(new Headers(options.headers as HeadersInit).entries()) };
    return { status: 200, headers: new Headers({ 'content-range': `${resource} 0-0/0` }), body: '[]', json: [] };
  });
  await provider.getList(resource, { pagination: { page: params.page, perPage: params.perPage }, sort: params.sort, filter: params.filter });
  return sent!;
}

describe('restListRequest', () => {
  it("is the GET of ra-data-simple-rest's getList, address and Range header", async () => {
    const cases: [string, ListRequestParams][] = [
      ['payments', { page: 1, perPage: LIST_PER_PAGE, sort: PAYMENT_LIST_SORT, filter: {} }],
      ['refunds', { page: 3, perPage: 50, sort: { field: 'amount', order: 'ASC' }, filter: { status: ['succeeded', 'failed'], q: "O'Brien (ltd)*!" } }],
      ['customers', { page: 2, perPage: 10, sort: { field: 'name', order: 'DESC' }, filter: { name: '张三 & co', createdFrom: '2026-01-01T00:00:00+08:00' } }],
    ];
    for (const [resource, params] of cases) {
      const ours = restListRequest('/test/api', resource, params);
      const theirs = await simpleRestSends(resource, params);
      expect(ours.url).toBe(theirs.url);
      expect(ours.headers).toEqual(theirs.headers);
    }
  });
});

describe('firstRequestsFor', () => {
  const ctx = (search = '', stored: Record<string, string> = {}) => ({ search, storage: memoryStorage(stored), apiBase: '/api' });

  it("asks for the payments list's first page by default, on either of its routes", () => {
    for (const name of ['payments', 'transactions']) {
      const [{ list, ...request }] = firstRequestsFor({ name }, ctx());
      const params = { page: 1, perPage: LIST_PER_PAGE, sort: PAYMENT_LIST_SORT, filter: {} };
      expect(request).toEqual(restListRequest('/api', 'payments', params));
      // The react-admin getList it answers, for the query cache (primeFirstLists).
      expect(list).toEqual({ resource: 'payments', params });
    }
    expect(firstRequestsFor({ name: 'test-payments', parentMenu: 'payments' }, { ...ctx(), apiBase: '/test/api' })[0].url).toMatch(/^\/test\/api\/payments\?/);
  });

  it('guesses nothing when the address or the store holds list params', () => {
    expect(firstRequestsFor({ name: 'payments' }, ctx('?filter=%7B%22status%22%3A%22failed%22%7D'))).toEqual([]);
    expect(firstRequestsFor({ name: 'payments' }, ctx('?page=2'))).toEqual([]);
    expect(firstRequestsFor({ name: 'payments' }, ctx('', { [storedItemKey('payments.list')]: '{"filter":{}}' }))).toEqual([]);
    // Each route of the list keeps its own params.
    expect(firstRequestsFor({ name: 'transactions' }, ctx('', { [storedItemKey('payments.list')]: '{"filter":{}}' }))).toHaveLength(1);
  });

  it("asks for the overview's figures of its first period, and nothing for a page without a plan", () => {
    expect(firstRequestsFor({ name: 'overview' }, ctx())).toEqual([{ url: '/stats/overview', data: { period: 'last7Days' } }]);
    expect(firstRequestsFor({ name: 'refunds' }, ctx())).toEqual([]);
  });
});
