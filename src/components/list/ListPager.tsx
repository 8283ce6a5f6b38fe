// The pager of spec section 9: total, previous, pages, next, page-size chooser.
import { MenuItem, Pagination, Select, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { EXACT_TOTAL_CAP } from '../../../domain/list-total';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

export function ListPager() {
  const translate = useTranslate();
  const { total, page, perPage, setPage, setPerPage, meta } = useListContext();
  if (!total) return null;
  // Above a cap the server estimates a filtered list's total (X-Total-Estimated, read by the dataProvider).
  const estimated = (meta as { totalEstimated?: boolean } | undefined)?.totalEstimated === true;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Stack direction="row" spacing={2} sx={{ px: 2, py: 1.25, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', borderTop: 1, borderColor: 'divider' }} data-testid="list-pager">
      {estimated ? (
        <Typography variant="body2" color="text.secondary" title={translate('app.list.totalAboutHint', { cap: EXACT_TOTAL_CAP.toLocaleString() })} data-testid="list-total-about">
          {translate('app.list.totalAbout', { total: total.toLocaleString() })}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.list.total', { total: total.toLocaleString() })}
        </Typography>
      )}
      <Pagination size="small" shape="rounded" count={pages} page={Math.min(page, pages)} siblingCount={1} onChange={(_, p) => setPage(p)} />
      <Select
        size="small"
        value={perPage}
        onChange={(e) => setPerPage(Number(e.target.value))}
        inputProps={{ 'aria-label': translate('app.list.pageSize') }}
        sx={{ '& .MuiSelect-select': { py: 0.5, fontSize: 13 } }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {translate('app.list.perPage', { size })}
          </MenuItem>
        ))}
      </Select>
    </Stack>
  );
}
