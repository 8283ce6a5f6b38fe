// What a render error shows in place of the page (react-admin's error slot). The error itself was already
// reported by the root's onCaughtError hook (main.tsx); nothing technical is shown to the user.
import { Box, Button, Stack, Typography } from '@mui/material';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { LinkBase, useResetErrorBoundaryOnLocationChange, useTranslate } from 'react-admin';

interface ErrorFallbackProps {
  error?: unknown;
  /** Given by the admin-level boundary; the layout's boundary resets itself on navigation. */
  resetErrorBoundary?: (args?: unknown) => void;
}

export function ErrorFallback({ resetErrorBoundary }: ErrorFallbackProps) {
  const translate = useTranslate();
  useResetErrorBoundaryOnLocationChange(() => resetErrorBoundary?.());
  return (
    <Box role="alert" sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 3 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 420 }}>
        <ReportProblemOutlined color="warning" sx={{ fontSize: 40 }} />
        <Typography variant="h2" component="h1">
          {translate('app.errors.serverTitle')}
        </Typography>
        <Typography color="text.secondary">{translate('app.errors.serverBody')}</Typography>
        <Stack direction="row" spacing={1.5} sx={{ pt: 1 }}>
          <Button variant="outlined" onClick={() => window.location.reload()}>
            {translate('app.errors.reload')}
          </Button>
          <Button component={LinkBase} to="/" variant="contained">
            {translate('app.errors.home')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
