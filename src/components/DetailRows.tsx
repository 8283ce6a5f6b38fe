// Label/value rows of a detail card, dense and aligned; an empty value shows '--'.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface DetailRow {
  label: string;
  value: ReactNode;
  testId?: string;
}

export function DetailRows({ rows }: { rows: DetailRow[] }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 200px) 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1.25 } }}>
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography variant="body2" color="text.secondary" sx={{ pt: { xs: 1, sm: 0 } }}>
            {row.label}
          </Typography>
          <Box sx={{ minWidth: 0, typography: 'body2', wordBreak: 'break-word' }} data-testid={row.testId}>
            {row.value === null || row.value === undefined || row.value === '' ? '--' : row.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
