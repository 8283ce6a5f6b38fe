// What shows while a page's code or the user's context loads.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

export function PageLoading() {
  return (
    <Box sx={{ py: 6, px: 2 }} aria-busy="true">
      <LinearProgress sx={{ maxWidth: 240, mx: 'auto', borderRadius: 1 }} />
    </Box>
  );
}
