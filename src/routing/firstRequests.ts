// The first API requests of a signed-in page opened from scratch, when they follow from the address alone: sent at
// start beside the page's files (preload.ts) through the http client's `prefetch`, which hands each answer to the
// page's own identical request. The rows or figures are then there, or on their way, when the page asks, instead of
// being asked for only after the page has rendered. A request the page does not make (its params were stored by an
// earlier visit, say) is not guessed: nothing is sent for it, and a guess that still misses costs one unused answer.
import { DEFAULT_OVERVIEW_PERIOD } from '../../domain/periods-options';
import type { ExpandedRoute } from '../../domain/routes';
import { LIST_PER_PAGE } from '../components/list/listParams';
import type { RequestOptions } from '../providers/httpCore';
import { storedItemKey } from '../providers/store';
import { PAYMENT_LIST_SORT, paymentListStoreKey } from '../resources/payments/listQuery';

export type FirstRequest = Omit<RequestOptions, 'method' | 'body' | 'signal' | 'onProgress'> & {
  /** The react-admin getList this request is the answer of (primeFirstLists puts its result in the list's query). */
  list?: FirstList;
};

/** A react-admin getList: the resource and the params its query key holds. */
export interface FirstList {
  resource: string;
  params: ListRequestParams;
}

export interface FirstRequestContext {
  /** The address's query string ('?filter=…' or ''). */
  search: string;
  storage: Storage;
  /** The API base of the mode the page opens in. */
  apiBase: string;
}

/** query-string's strict encoding, which ra-data-simple-rest's stringify applies to each value. */
const strictEncode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface ListRequestParams {
  page: number;
  perPage: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
}

/** The GET of ra-data-simple-rest's getList as the data provider sends it: keys in order, the Range header. */
export function restListRequest(apiBase: string, resource: string, { page, perPage, sort, filter }: ListRequestParams): FirstRequest {
  const start = (page - 1) * perPage;
  const end = page * perPage - 1;
  const query: [string, string][] = [
    ['filter', JSON.stringify(filter)],
    ['range', JSON.stringify([start, end])],
    ['sort', JSON.stringify([sort.field, sort.order])],
  ];
  return {
    url: `${apiBase}/${resource}?${query.map(([key, value]) => `${key}=${strictEncode(value)}`).join('&')}`,
    absolute: true,
    headers: { range: `${resource}=${start}-${end}` },
    envelope: false,
  };
}

/** The list parameters react-admin reads from an address (useListParams). */
const LIST_PARAMS = ['filter', 'displayedFilters', 'sort', 'order', 'page', 'perPage'];

/**
 * A list's first page, when react-admin will ask for its defaults: no list parameters in the address and none
 * stored for the list (both would win over the defaults).
 */
function defaultListPage(ctx: FirstRequestContext, storeKey: string, resource: string, sort: ListRequestParams['sort']): FirstRequest[] {
  const search = new URLSearchParams(ctx.search);
  if (LIST_PARAMS.some((name) => search.has(name)) || ctx.storage.getItem(storedItemKey(storeKey)) !== null) return [];
  const params: ListRequestParams = { page: 1, perPage: LIST_PER_PAGE, sort, filter: {} };
  return [{ ...restListRequest(ctx.apiBase, resource, params), list: { resource, params } }];
}

const paymentList = (name: string, ctx: FirstRequestContext) => defaultListPage(ctx, paymentListStoreKey(name), 'payments', PAYMENT_LIST_SORT);

/** Live route name -> the requests its page makes first. */
const FIRST_REQUESTS: Readonly<Record<string, (name: string, ctx: FirstRequestContext) => FirstRequest[]>> = {
  // PaymentStatsCard's first figures.
  overview: () => [{ url: '/stats/overview', data: { period: DEFAULT_OVERVIEW_PERIOD } }],
  payments: paymentList,
  transactions: paymentList,
};

/** The requests `route`'s page makes first, as far as the address tells. */
export function firstRequestsFor(route: Pick<ExpandedRoute, 'name' | 'parentMenu'>, ctx: FirstRequestContext): FirstRequest[] {
  const name = route.parentMenu ?? route.name;
  return FIRST_REQUESTS[name]?.(name, ctx) ?? [];
}

let pendingLists: FirstList[] = [];

/** The start-up's lists, kept for the app's query client (preload.ts). */
export function rememberFirstLists(lists: FirstList[]) {
  pendingLists = lists;
}

/** The lists remembered at start-up, handed over once. */
export function takeFirstLists(): FirstList[] {
  const lists = pendingLists;
  pendingLists = [];
  return lists;
}

/** react-admin's query key of a getList (useGetList): what the list page's query reads. */
export const getListQueryKey = ({ resource, params }: FirstList) =>
  [resource, 'getList', { pagination: { page: params.page, perPage: params.perPage }, sort: params.sort, filter: params.filter }] as const;
