// The rows of a list: skeleton while loading, error with retry, empty state, else a dense DataTable of the columns.
import { Box } from '@mui/material';
import { DataTable, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { useTestMode } from '../../hooks/useTestMode';
import { withModePrefix } from '../../../domain/routes';
import { ListEmpty, ListError, ListSkeleton } from './ListStates';
import type { ListColumn } from './types';

interface ListTableProps<R extends RaRecord> {
  resource: string;
  columns: ListColumn<R>[];
  rowLink?: (record: R) => string;
}

export function ListTable<R extends RaRecord>({ resource, columns, rowLink }: ListTableProps<R>) {
  const translate = useTranslate();
  const test = useTestMode();
  const { isPending, error, refetch, data, filterValues, setFilters } = useListContext<R>();
  if (isPending) return <ListSkeleton />;
  if (error) return <ListError message={error instanceof Error ? error.message : undefined} onRetry={() => void refetch()} />;
  if (!data || data.length === 0) return <ListEmpty filtered={Object.keys(filterValues).length > 0} onClear={() => setFilters({}, undefined)} />;
  return (
    // Wide tables scroll sideways inside the card. Width 0 + min-width 100% keeps the table's width from
    // widening the card and the page (an overflow box still reports its content's width to its ancestors).
    <Box sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>
      <DataTable<R>
        bulkActionButtons={false}
        rowClick={rowLink ? (_id, _resource, record) => withModePrefix(rowLink(record), test) : false}
        sx={{
          '& .RaDataTable-headerCell': { fontWeight: 600, color: 'text.secondary', fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.3, whiteSpace: 'nowrap' },
          '& .MuiTableCell-root': { py: 1 },
        }}
      >
        {columns.map((col) => (
          <DataTable.Col<R>
            key={col.source}
            source={col.source}
            label={translate(col.label ?? `resources.${resource}.fields.${col.source}`)}
            disableSort={!col.sortable}
            align={col.align}
            render={col.render}
          />
        ))}
      </DataTable>
    </Box>
  );
}
