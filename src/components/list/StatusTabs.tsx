// Quick status tabs with counts: the counts answer the list's filter without its status, so every tab's number
// is what the list would show after clicking it.
import { Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListFilterContext, useResourceContext, useTranslate } from 'react-admin';
import { useTestMode } from '../../hooks/useTestMode';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { cleanFilter, tabCount, tabIndexFor, type QuickTab } from './listParams';

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

export function StatusTabs({ tabs, counted, field = 'status' }: { tabs: QuickTab[]; counted: boolean; field?: string }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListFilterContext();
  const counts = useCounts(counted, filterValues, field);
  const index = tabIndexFor(filterValues, tabs, field);
  const select = (i: number) => setFilters(cleanFilter({ ...filterValues, [field]: tabs[i].status }), undefined);
  return (
    <Tabs value={index === -1 ? false : index} onChange={(_, i: number) => select(i)} variant="scrollable" sx={{ px: 1, borderBottom: 1, borderColor: 'divider', minHeight: 44 }}>
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
  );
}
