// What shows while a page's code or the user's context loads.
import { Box, LinearProgress } from '@mui/material';

export function PageLoading() {
  return (
    <Box sx={{ py: 6, px: 2 }} aria-busy="true">
      <LinearProgress sx={{ maxWidth: 240, mx: 'auto', borderRadius: 1 }} />
    </Box>
  );
}
