// The list's loading skeleton, empty state and error state with retry.
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { useTranslate } from 'react-admin';

export function ListSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Stack spacing={0.5} sx={{ p: 2 }} data-testid="list-loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={36} />
      ))}
    </Stack>
  );
}

export function ListEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ py: 8, alignItems: 'center', color: 'text.secondary' }} data-testid="list-empty">
      <InboxOutlined sx={{ fontSize: 40, opacity: 0.6 }} />
      <Typography variant="h4" component="p">
        {translate(filtered ? 'app.list.emptyFiltered' : 'app.list.empty')}
      </Typography>
      {filtered && (
        <Button size="small" onClick={onClear}>
          {translate('app.list.clearFilters')}
        </Button>
      )}
    </Stack>
  );
}

export function ListError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="error" action={<Button onClick={onRetry}>{translate('app.common.retry')}</Button>} data-testid="list-error">
        {message || translate('app.list.loadFailed')}
      </Alert>
    </Box>
  );
}
