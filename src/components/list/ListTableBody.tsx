// The body of a list's DataTable: the same rows and cells as react-admin's DataTableBody (its classes, the hidden
// columns of its column chooser, its row click), drawn as plain <tr>/<td> elements styled once by the table
// (`listBodySx`) instead of a styled row and cell component per cell. A page of 25 rows of 7 columns was about 4,500
// React components, two thirds of the page, and the largest part of a list's first paint.
import { Children, isValidElement, memo, useCallback, useEffect, useMemo, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import type { CSSObject, Theme } from '@mui/material/styles';
import { alpha, darken, lighten } from '@mui/material/styles';
import {
  RecordContextProvider,
  useDataTableCallbacksContext,
  useDataTableDataContext,
  useDataTableStoreContext,
  useNavigate,
  useResourceContext,
  useStore,
  type RaRecord,
} from 'react-admin';

interface ColumnProps {
  source?: string;
  label?: ReactNode;
  align?: 'left' | 'right' | 'center';
  render?: (record: RaRecord) => ReactNode;
}

const columnsOf = (children: ReactNode): ColumnProps[] =>
  Children.toArray(children)
    .filter((c): c is ReactElement<ColumnProps> => isValidElement(c))
    .map((c) => c.props);

/** A hidden column is named by its source (or label) in the chooser's store, as react-admin's cells read it. */
const hiddenBy = (hidden: readonly unknown[]) => (col: ColumnProps) => hidden.includes(col.source ?? col.label);

const cellClass = (col: ColumnProps) =>
  `MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall RaDataTable-rowCell column-${col.source ?? ''}` +
  (col.align === 'right' ? ' MuiTableCell-alignRight' : col.align === 'center' ? ' MuiTableCell-alignCenter' : '');

/** The cell and row styles of MUI's body TableCell and hover TableRow, set once on the table. */
export const listBodySx = (theme: Theme): CSSObject => {
  const { body2 } = theme.typography;
  const light = theme.palette.mode === 'light';
  const opaque = alpha(theme.palette.divider, 1);
  const border = light ? lighten(opaque, 0.88) : darken(opaque, 0.68);
  return {
    '& .RaDataTable-tbody > tr': { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: 0 },
    '& .RaDataTable-tbody > tr:hover': { backgroundColor: theme.palette.action.hover },
    '& .RaDataTable-tbody > tr > td': {
      fontFamily: body2.fontFamily,
      fontWeight: body2.fontWeight,
      fontSize: body2.fontSize,
      lineHeight: body2.lineHeight,
      letterSpacing: body2.letterSpacing,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${border}`,
      textAlign: 'left',
      // The lists' cells are a little taller than MUI's small size (ListTable's py 1 for the head cells).
      padding: theme.spacing(1, 2),
      color: theme.palette.text.primary,
    },
    '& .RaDataTable-tbody > tr > td.MuiTableCell-alignRight': { textAlign: 'right' },
    // RowLink: the row's record, reached by Tab; underlined on hover like the theme's links.
    // A block as wide as its content, not an inline-block: an inline-block sits on the cell's baseline, and one whose
    // content clips (a noWrap name) has no baseline of its own, so its bottom went on the baseline and the first cell's
    // text sat about 2 px higher than the row's other cells. A block is centred in the cell like the other cells'.
    '& a[data-row-link]': {
      color: 'inherit',
      textDecoration: 'none',
      display: 'block',
      width: 'fit-content',
      maxWidth: '100%',
      borderRadius: Number(theme.shape.borderRadius) / 2,
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    },
    '& .RaDataTable-tbody > tr > td.MuiTableCell-alignCenter': { textAlign: 'center' },
    // text-align does not move a block: an aligned first cell's link goes to its side by its margins.
    '& td.MuiTableCell-alignRight > a[data-row-link]': { marginLeft: 'auto' },
    '& td.MuiTableCell-alignCenter > a[data-row-link]': { marginLeft: 'auto', marginRight: 'auto' },
  };
};

interface RowProps {
  record: RaRecord;
  index: number;
  columns: ColumnProps[];
  onClick?: (event: MouseEvent, record: RaRecord) => void;
}

/** A row renders again only when its record, place, columns or click change. */
const Row = memo(function Row({ record, index, columns, onClick }: RowProps) {
  return (
    <RecordContextProvider value={record}>
      <tr
        className={`MuiTableRow-root MuiTableRow-hover RaDataTable-row ${index % 2 === 0 ? 'RaDataTable-rowEven' : 'RaDataTable-rowOdd'}${onClick ? ' RaDataTable-clickableRow' : ''}`}
        onClick={onClick ? (event) => onClick(event, record) : undefined}
      >
        {columns.map((col, i) => (
          <td key={col.source ?? i} className={cellClass(col)}>
            {col.render ? col.render(record) : col.source != null ? String(record[col.source] ?? '') : null}
          </td>
        ))}
      </tr>
    </RecordContextProvider>
  );
});

/**
 * Rows drawn in the first pass of a table just shown: about a screenful. The rest follow in the next task, after the
 * browser has painted those (a list opened from scratch shows its first rows one long render sooner).
 */
export const FIRST_PASS_ROWS = 12;

function useRowsShown(total: number): number {
  const [all, setAll] = useState(total <= FIRST_PASS_ROWS);
  useEffect(() => {
    if (all) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAll(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [all]);
  return all ? total : Math.min(total, FIRST_PASS_ROWS);
}

/** DataTable's `body`: receives the DataTable.Col elements as children, as react-admin's body does. */
export function ListTableBody({ children }: { children?: ReactNode }) {
  const data = useDataTableDataContext();
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const { rowClick } = useDataTableCallbacksContext();
  const resource = useResourceContext() ?? '';
  const navigate = useNavigate();
  const shown = useRowsShown(data?.length ?? 0);
  const columns = useMemo(() => {
    const isHidden = hiddenBy(hidden ?? []);
    return columnsOf(children).filter((col) => !isHidden(col));
  }, [children, hidden]);
  const go = useCallback(
    (_event: MouseEvent, record: RaRecord) => {
      if (typeof rowClick !== 'function') return;
      void Promise.resolve(rowClick(record.id, resource, record)).then((to) => {
        if (typeof to === 'string') navigate(to, { state: { _scrollToTop: true } });
      });
    },
    [rowClick, resource, navigate],
  );
  const onClick = typeof rowClick === 'function' ? go : undefined;
  return (
    <tbody className="MuiTableBody-root datatable-body RaDataTable-tbody">
      {data?.slice(0, shown).map((record, index) => <Row key={record.id ?? `row${index}`} record={record} index={index} columns={columns} onClick={onClick} />)}
    </tbody>
  );
}
