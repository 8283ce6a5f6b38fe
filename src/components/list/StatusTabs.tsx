// Quick status tabs with counts: the counts answer the list's filter without its status, so every tab's number
// is what the list would show after clicking it.
import { Chip, Stack, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListContext, useListFilterContext, useResourceContext, useTranslate } from 'react-admin';
import { useTestMode } from '../../hooks/useTestMode';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { paymentStatusLabel } from './ListFilterBar';
import { cleanFilter, tabCount, tabIndexFor, type QuickTab } from './listParams';
import { useTabsOverflow } from './useTabsOverflow';

function useCounts(counted: boolean, filter: Record<string, unknown>, field: string) {
  const dataProvider = useAppDataProvider();
  const test = useTestMode();
  const resource = useResourceContext() ?? '';
  const { [field]: _tab, ...rest } = filter;
  return useQuery({
    queryKey: ['app', 'counts', resource, test, rest],
    queryFn: () => dataProvider.listCounts(resource, rest),
    enabled: counted && resource !== '',
    retry: false,
  });
}

/**
 * The status of the filter that no tab stands for (an address or saved filter of the former status select, such as
 * one status of the Refunded tab's three): kept, and shown beside the tabs with a way to clear it.
 */
export function statusNoTabShows(filter: Record<string, unknown>, tabs: readonly QuickTab[], field: string): string[] | null {
  const status = filter.status;
  if (status === undefined || status === null || status === '') return null;
  if (field === 'status' && tabIndexFor(filter, tabs, field) !== -1) return null;
  return (Array.isArray(status) ? status : [status]).map(String);
}

/**
 * The counts answer the list's whole filter without its status: the filter values and the list's own permanent filter
 * (ListBase's `filter`, which react-admin keeps apart from the values: /seo's kind, a card's authorizations), or each
 * tab would count every kind while the list shows one.
 */
export function StatusTabs({ tabs, counted, field = 'status', statusLabel = paymentStatusLabel }: {
  tabs: QuickTab[]; counted: boolean; field?: string; statusLabel?: (status: string) => string;
}) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListFilterContext();
  const { filter: permanent } = useListContext();
  const counts = useCounts(counted, { ...filterValues, ...permanent }, field);
  const index = tabIndexFor(filterValues, tabs, field);
  const select = (i: number) => setFilters(cleanFilter({ ...filterValues, [field]: tabs[i].status, ...(field === 'status' ? {} : { status: undefined }) }), undefined);
  const other = statusNoTabShows(filterValues, tabs, field);
  // Scroll arrows only when the tabs overflow (useTabsOverflow), not whenever MUI's observer last saw a tab hidden.
  const { ref, overflows } = useTabsOverflow();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', borderBottom: 1, borderColor: 'divider', pr: 2, gap: 1 }}>
      <Tabs ref={ref} value={index === -1 ? false : index} onChange={(_, i: number) => select(i)} variant="scrollable" scrollButtons={overflows ? 'auto' : false} data-testid="status-tabs" sx={{ px: 1, minHeight: 44, flex: 1, minWidth: 0 }}>
        {tabs.map((tab, i) => {
          const count = tabCount(tab, counts.data);
          return (
            <Tab
              key={tab.label}
              value={i}
              data-testid={`tab-${tab.countKey ?? (typeof tab.status === 'string' ? tab.status : tab.status ? tab.status.join('-') : 'all')}`}
              sx={{ minHeight: 44, textTransform: 'none', fontWeight: 600 }}
              label={count === undefined ? translate(tab.label) : `${translate(tab.label)} · ${count.toLocaleString()}`}
            />
          );
        })}
      </Tabs>
      {other && (
        <Chip
          size="small"
          label={`${translate('app.list.status')}: ${other.map((s) => translate(statusLabel(s))).join(', ')}`}
          onDelete={() => setFilters(cleanFilter({ ...filterValues, status: undefined }), undefined)}
          data-testid="filter-status-other"
        />
      )}
    </Stack>
  );
}
