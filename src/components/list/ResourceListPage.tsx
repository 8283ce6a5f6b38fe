// One list page for any resource, configured by columns, filters and tabs: filter bar, quick status tabs with
// counts, the table with server-side sort, the pager and Export (when canAccess allows the resource's export). Its params live in the URL (react-admin's
// ?filter=&sort=&order=&page=&perPage=), so links such as the overview's drill-through open it filtered.
import type { ReactNode } from 'react';
import { Card, IconButton, Stack, Tooltip } from '@mui/material';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { CanAccess, ColumnsButton, ListBase, ResourceContextProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { session } from '../../providers/runtime';
import { ExportButton } from './ExportButton';
import { ListHeader, type ListHeaderProps } from './ListHeader';
import { ListFilterBar } from './ListFilterBar';
import { LIST_PER_PAGE } from './listParams';
import { ListPager } from './ListPager';
import { ListTable } from './ListTable';
import { StatusTabs } from './StatusTabs';
import { ZoneNotice } from './ZoneNotice';
import type { ResourceListConfig } from './types';

function RefreshButton() {
  const translate = useTranslate();
  const { refetch, isFetching } = useListContext();
  return (
    <Tooltip title={translate('app.list.refreshList')}>
      <span>
        <IconButton size="small" disabled={isFetching} onClick={() => void refetch()} aria-label={translate('app.list.refreshList')}>
          <RefreshOutlined fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

interface ResourceListPageProps<R extends RaRecord> {
  config: ResourceListConfig<R>;
  /**
   * The page's heading above the list (title, subtitle and actions); a subtitle's %{zone} is the zone of the list's
   * times (config.timeZone, as the reader's choice overrides it).
   */
  header?: ListHeaderProps;
  /** Above the card, inside the list context (a refresh tip, a summary). */
  before?: ReactNode;
}

export function ResourceListPage<R extends RaRecord>({ config, header, before }: ResourceListPageProps<R>) {
  // Shown and hidden columns are kept per list and per signed-in account (react-admin's store, in local storage).
  const columnsKey = `${config.storeKey ?? config.resource}.${session.acctId() ?? 'anonymous'}.datatable`;
  return (
    <ResourceContextProvider value={config.resource}>
      {header && <ListHeader {...header} timeZone={config.timeZone} />}
      <ListBase resource={config.resource} sort={config.defaultSort} perPage={LIST_PER_PAGE} filter={config.permanentFilter} storeKey={config.storeKey ?? `${config.resource}.list`}
        disableSyncWithLocation={config.syncWithLocation === false}
        // The shell router mounted this page only where the route table (the same codes as the action table) allows
        // it; a list inside a record's page (a customer's settle records) is allowed by that page's check.
        disableAuthentication
      >
        {before}
        <Card data-testid={`list-${config.resource}`}>
          {/* On a phone the actions sit above the filters, which take the full width. */}
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ p: 2, alignItems: { xs: 'stretch', sm: 'flex-start' }, justifyContent: 'space-between' }}>
            {/* One status filter: where the list has status tabs they are it, and no select repeats them. */}
            <ListFilterBar filters={config.filters} statusSelect={!config.tabs} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0, alignSelf: { xs: 'flex-end', sm: 'auto' } }}>
              <RefreshButton />
              <ColumnsButton storeKey={columnsKey} />
              {config.exportable !== false && (
                <CanAccess resource={config.resource} action="export">
                  <ExportButton resource={config.resource} timeZone={config.exportTimeZone} />
                </CanAccess>
              )}
            </Stack>
          </Stack>
          {config.tabs && <StatusTabs tabs={config.tabs} counted={config.counts === true} field={config.tabField} statusLabel={config.filters.statusLabel} />}
          <ListTable resource={config.resource} columns={config.columns} rowLink={config.rowLink} storeKey={columnsKey} timeZone={config.timeZone} />
          <ZoneNotice />
          <ListPager />
        </Card>
      </ListBase>
    </ResourceContextProvider>
  );
}
