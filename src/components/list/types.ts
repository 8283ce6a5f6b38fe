// The configuration of one resource's list page: what the shared ResourceListPage renders for it.
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { QuickTab } from './listParams';

export interface ListColumn<R extends RaRecord = RaRecord> {
  source: string;
  /**
   * i18n key; defaults to resources.<resource>.fields.<source>. A time column's label says its zone with %{zone}
   * ('Created (%{zone})'), which ListTable fills with the zone the times are shown in (see `zone`).
   */
  label?: string;
  /**
   * The zone this column's times are shown in until the reader picks one in /settings (spec: 'UTC' in most lists,
   * PAYMENT_CREATED_TIMEZONE for the payments list's created time); the list's `timeZone`, else 'UTC', when absent.
   * Once picked, the picked one.
   */
  zone?: string;
  /** Only fields the server's sort allow-list accepts. */
  sortable?: boolean;
  align?: 'left' | 'right';
  render?: (record: R) => ReactNode;
  /**
   * Below this width (px) of the list (the page's width beside the menu, ListTable's listRoom) the column starts
   * hidden, offered in the column chooser: where the columns would not fit, it gives way instead of being cut
   * (tests/e2e/desktop-widths.ts). The list is 1100 px wide from a 1420 px window with the menu open, 960 at 1280.
   */
  hideBelow?: number;
}

export interface ListFilters {
  /** Text inputs, each one filter key (e.g. customerName, transactionId, q). */
  text?: { source: string; label: string }[];
  /** A status select over these values. */
  statuses?: readonly string[];
  /** The i18n key of a status's label; app.payments.status.<value> when absent. */
  statusLabel?: (status: string) => string;
  /** Selects of one filter key each (a currency); option values are shown as they are unless `optionLabel` names a key. */
  selects?: {
    source: string;
    label: string;
    anyLabel: string;
    options: readonly string[];
    optionLabel?: (option: string) => string;
    optionArgs?: (option: string) => Record<string, unknown>;
  }[];
  /** Min and max amount keys (minor units in the filter, major units in the inputs). */
  amountRange?: { min: string; max: string };
  /** A created-date range; the offset of the days ('Z' for UTC lists, '+08:00' for payments). */
  dateRange?: { offset: string };
}

export interface ResourceListConfig<R extends RaRecord = RaRecord> {
  resource: string;
  columns: ListColumn<R>[];
  filters: ListFilters;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Quick status tabs; with `counts` their counts come from `GET {base}/<resource>/counts?filter=` (filter minus status). */
  tabs?: QuickTab[];
  counts?: boolean;
  /** The filter key the tabs set (default 'status'; invoices use 'tab', whose past-due tab is no single status). */
  tabField?: string;
  /**
   * The list shows times: the zone they are shown in until the reader picks one in /settings (the spec's: 'UTC' in
   * most lists, PAYMENT_CREATED_TIMEZONE for the payments list). The header's subtitle names it with %{zone}
   * (ResourceListPage's `header`), and it is the time columns' zone where a column names none.
   */
  timeZone?: string;
  /** Time zone of the CSV (the server's default when absent). */
  exportTimeZone?: string;
  /** false: no Export button. */
  exportable?: boolean;
  /** Where a row click goes (a live path; the mode prefix is added). */
  rowLink?: (record: R) => string;
  /** false for a list inside another page (a customer's settle records): its params must not replace the page's URL. */
  syncWithLocation?: boolean;
  /** A filter the list always sends, beside the user's (a waterfall bar's line on a batch's entries). */
  permanentFilter?: Record<string, unknown>;
  /** Keeps list params apart for two pages of one resource (/payment and /dashPayment). */
  storeKey?: string;
}
