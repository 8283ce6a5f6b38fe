// The strip across the top of every shell page while test mode is on.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTestMode } from '../hooks/useTestMode';
import { TEST_MODE_COLOR } from './theme';

export function TestModeBanner() {
  const translate = useTranslate();
  if (!useTestMode()) return null;
  return (
    <Box
      role="status"
      data-testid="test-mode-banner"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        px: 2,
        py: 0.75,
        bgcolor: (t) => (t.palette.mode === 'dark' ? 'rgba(217,119,6,0.16)' : '#fff7ed'),
        borderBottom: `1px solid ${TEST_MODE_COLOR}`,
        flexWrap: 'wrap',
      }}
    >
      {/* White on the test amber is 3.2:1; on its dark shade 5:1. */}
      <Box component="span" sx={{ bgcolor: 'warning.dark', color: '#fff', px: 0.75, borderRadius: 0.75, fontSize: '0.6875rem', fontWeight: 700, letterSpacing: '0.05em' }}>
        {translate('app.mode.badge')}
      </Box>
      <Typography variant="body2" sx={{ color: (t) => (t.palette.mode === 'dark' ? '#fbbf24' : '#9a3412') }}>
        {translate('app.mode.banner')}
      </Typography>
    </Box>
  );
}
