// The pure side of the list kit: list links carrying a filter in react-admin's URL format, filter cleaning,
// the quick-tab matching a filter and the date-range inputs <-> filter mapping. DOM-free (unit-tested in node).

export type ListFilter = Record<string, unknown>;

/** Rows per page of every list page (ResourceListPage). */
export const LIST_PER_PAGE = 25;

/** Drops empty values so the URL and the API never see `""`, `null` or `[]` (the server refuses empty strings). */
export function cleanFilter(filter: ListFilter): ListFilter {
  const out: ListFilter = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

/** A filter read from a `?filter=` value; anything that is not a JSON object is no filter. */
export function parseFilterParam(raw: string | null | undefined): ListFilter {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? cleanFilter(value as ListFilter) : {};
  } catch {
    return {};
  }
}

export interface ListLinkParams {
  filter?: ListFilter;
  sort?: string;
  order?: 'ASC' | 'DESC';
  page?: number;
  perPage?: number;
}

/** `/dashPayment?filter={"status":"succeeded"}&sort=...`: what react-admin's list reads from the location. */
export function listLink(path: string, params: ListLinkParams = {}): string {
  const query = new URLSearchParams();
  const filter = cleanFilter(params.filter ?? {});
  if (Object.keys(filter).length > 0) query.set('filter', JSON.stringify(filter));
  if (params.sort) query.set('sort', params.sort);
  if (params.order) query.set('order', params.order);
  if (params.page) query.set('page', String(params.page));
  if (params.perPage) query.set('perPage', String(params.perPage));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export interface QuickTab {
  /** i18n key of the label. */
  label: string;
  /** The status filter value of the tab; undefined = all. */
  status?: string | readonly string[];
  /** Key of the counts answer to show; defaults to the status (or 'all'). */
  countKey?: string;
}

const sameStatus = (a: unknown, b: string | readonly string[] | undefined): boolean => {
  const list = (v: unknown): string[] => (v === undefined ? [] : Array.isArray(v) ? v.map(String).sort() : [String(v)]);
  return JSON.stringify(list(a)) === JSON.stringify(list(b));
};

/**
 * Index of the tab whose status is the filter's, or -1 (a status chosen in the filter bar that no tab has).
 * `field` is the filter key the tabs set: 'status', or e.g. 'tab' where a tab is no single status (past due).
 */
export function tabIndexFor(filter: ListFilter, tabs: readonly QuickTab[], field = 'status'): number {
  return tabs.findIndex((tab) => sameStatus(filter[field], tab.status));
}

/** Tab count: a list of statuses adds up their counts. */
export function tabCount(tab: QuickTab, counts: Readonly<Record<string, number>> | undefined): number | undefined {
  if (!counts) return undefined;
  if (tab.countKey) return counts[tab.countKey];
  if (tab.status === undefined) return counts.all;
  const statuses = typeof tab.status === 'string' ? [tab.status] : tab.status;
  return statuses.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
}
