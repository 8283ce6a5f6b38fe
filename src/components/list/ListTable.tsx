// The rows of a list: skeleton while loading, error with retry, empty state, else a dense DataTable of the columns.
// With a row link, every row's first cell (and its id) is a real link: middle-click, Ctrl- or Cmd-click opens the
// record in a new tab, and the keyboard reaches it with Tab. A modified or middle click elsewhere on the row opens
// the row's link in a new tab too; a plain click opens it here.
import { useMemo, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { Box, alpha, type Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, useListContext, useSidebarState, useTranslate, type RaRecord } from 'react-admin';
import { useTestMode } from '../../hooks/useTestMode';
import { withModePrefix } from '../../../domain/routes';
import { ListEmpty, ListError, ListSkeleton } from './ListStates';
import { ListTableBody, listBodySx } from './ListTableBody';
import { RowHrefContext } from './rowHref';
import { rememberList } from '../../hooks/lastList';
import { useCurrentRoute } from '../../hooks/useCurrentRoute';
import type { ListColumn } from './types';
import { shownZoneLabel, useChosenZone } from './ZoneNotice';

/**
 * Shadows at the edges of a table that scrolls sideways, where there is more to see: covers in the card's colour move
 * with the content (background-attachment local) and hide a shadow fixed at the edge (scroll) once that edge is
 * reached. Pure CSS: nothing to measure, and it follows the theme.
 */
export const scrollShadows = (theme: Theme) => {
  const paper = theme.palette.background.paper;
  const dark = theme.palette.mode === 'dark';
  const shade = alpha(dark ? '#000' : theme.palette.text.primary, dark ? 0.6 : 0.16);
  return {
    background: [
      `linear-gradient(to right, ${paper} 30%, ${alpha(paper, 0)}) left center / 40px 100% no-repeat local`,
      `linear-gradient(to left, ${paper} 30%, ${alpha(paper, 0)}) right center / 40px 100% no-repeat local`,
      `radial-gradient(farthest-side at 0 50%, ${shade}, ${alpha(shade, 0)}) left center / 14px 100% no-repeat scroll`,
      `radial-gradient(farthest-side at 100% 50%, ${shade}, ${alpha(shade, 0)}) right center / 14px 100% no-repeat scroll`,
    ].join(', '),
    backgroundColor: paper,
  };
};

const onResize = (changed: () => void) => {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
};
/** The window's width, following its resizes. */
const useWindowWidth = () => useSyncExternalStore(onResize, () => window.innerWidth);

/**
 * The width a list has in the shell (Layout.tsx): the window less the menu (240 px open, 56 closed; none on a phone),
 * at most the page's 1180 px, less the page's side padding (40, 24 or 16 px each side).
 */
export function listRoom(windowWidth: number, menuOpen: boolean): number {
  const menu = windowWidth < 600 ? 0 : menuOpen ? 240 : 56;
  const padding = windowWidth >= 900 ? 80 : windowWidth >= 600 ? 48 : 32;
  return Math.min(windowWidth - menu, 1180) - padding;
}

/**
 * The list's width now (listRoom of the window and the menu): what a column's `hideBelow` is compared with, for a cell
 * that shows a column's content stacked where that column gives way (/buildWebsite's time under the goal).
 */
export function useListRoom(): number {
  const [menuOpen] = useSidebarState();
  return listRoom(useWindowWidth(), menuOpen);
}

interface ListTableProps<R extends RaRecord> {
  resource: string;
  columns: ListColumn<R>[];
  rowLink?: (record: R) => string;
  /** Where the column chooser keeps which columns are shown. */
  storeKey?: string;
  /** The zone of the time columns that name none (ResourceListConfig.timeZone; 'UTC' when absent). */
  timeZone?: string;
}

/** A link to the row's record; styled by the table (listBodySx: `a[data-row-link]`), one element per link. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink
      to={to}
      data-row-link
      // The row's own click handler would navigate a second time (or, for a modified click, in this tab as well).
      onClick={(e: MouseEvent) => e.stopPropagation()}
    >
      {children}
    </RouterLink>
  );
}

/** A middle, Ctrl-, Cmd- or Shift-click on a row (outside its links) opens the row's link in a new tab. */
function openRowInNewTab(event: MouseEvent) {
  const newTab = event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey;
  if (!newTab || !(event.target instanceof Element) || event.target.closest('a, button, input')) return;
  const link = event.target.closest('tr')?.querySelector<HTMLAnchorElement>('a[data-row-link]');
  if (!link) return;
  event.preventDefault();
  event.stopPropagation();
  window.open(link.href, '_blank', 'noopener');
}

export function ListTable<R extends RaRecord>({ resource, columns, rowLink, storeKey, timeZone = 'UTC' }: ListTableProps<R>) {
  const translate = useTranslate();
  const test = useTestMode();
  const { isPending, error, refetch, data, filterValues, setFilters } = useListContext<R>();
  // The columns that start hidden at this width (until the person chooses columns of their own).
  const room = useListRoom();
  const hiddenKey = columns.filter((c) => c.hideBelow !== undefined && room < c.hideBelow).map((c) => c.source).join(',');
  const hiddenColumns = useMemo(() => (hiddenKey ? hiddenKey.split(',') : []), [hiddenKey]);
  const route = useCurrentRoute();
  // A time column's header names the zone its times are shown in (issue 32 item 2): the reader's once chosen.
  const chosenZone = useChosenZone();
  // The same column elements and row click while the config, mode and language stay: a re-render of the page from
  // above (react-admin settling its routes) then leaves the rows as they are (ListTableBody's rows are memoized).
  const rowClick = useMemo(() => (rowLink ? (_id: unknown, _resource: unknown, record: R) => withModePrefix(rowLink(record), test) : false), [rowLink, test]);
  const columnElements = useMemo(
    () =>
      columns.map((col, index) => {
        // The first cell is the row's link; an id cell (IdText) links its text through the row's context.
        const render = !rowLink ? col.render
          : index === 0 && col.source !== 'id'
            ? (record: R) => <RowLink to={withModePrefix(rowLink(record), test)}>{col.render ? col.render(record) : String(record[col.source] ?? '')}</RowLink>
            : (record: R) => <RowHrefContext.Provider value={withModePrefix(rowLink(record), test)}>{col.render ? col.render(record) : String(record[col.source] ?? '')}</RowHrefContext.Provider>;
        return (
          <DataTable.Col<R>
            key={col.source}
            source={col.source}
            label={translate(col.label ?? `resources.${resource}.fields.${col.source}`, { zone: shownZoneLabel(chosenZone, col.zone ?? timeZone) })}
            disableSort={!col.sortable}
            align={col.align}
            render={render}
          />
        );
      }),
    [columns, rowLink, test, translate, resource, chosenZone, timeZone],
  );
  // Leaving for a record: the list is remembered as the address bar shows it now, filters included.
  const onClickCapture = (event: MouseEvent) => {
    rememberList(route, window.location.pathname + window.location.search);
    openRowInNewTab(event);
  };
  if (isPending) return <ListSkeleton />;
  if (error) return <ListError message={error instanceof Error ? error.message : undefined} onRetry={() => void refetch()} />;
  if (!data || data.length === 0) return <ListEmpty filtered={Object.keys(filterValues).length > 0} onClear={() => setFilters({}, undefined)} />;
  return (
    // Wide tables scroll sideways inside the card. Width 0 + min-width 100% keeps the table's width from
    // widening the card and the page (an overflow box still reports its content's width to its ancestors). A shadow
    // at an edge says there are more columns that way.
    <Box sx={(theme) => ({ overflowX: 'auto', width: 0, minWidth: '100%', ...scrollShadows(theme) })} data-testid="list-scroll" onClickCapture={onClickCapture} onAuxClick={openRowInNewTab}>
      <DataTable<R>
        bulkActionButtons={false}
        storeKey={storeKey}
        hiddenColumns={hiddenColumns}
        rowClick={rowClick}
        body={ListTableBody}
        sx={[
          listBodySx,
          {
            '& .RaDataTable-headerCell': { fontWeight: 600, color: 'text.secondary', fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.3, whiteSpace: 'nowrap' },
            '& .MuiTableCell-root': { py: 1 },
          },
        ]}
      >
        {columnElements}
      </DataTable>
    </Box>
  );
}
