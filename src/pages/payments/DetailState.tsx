// What a detail page shows before its record: a skeleton, the load error with retry, or "not found" without an id.
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

export function DetailState({ isPending, error, onRetry }: { isPending: boolean; error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  if (isPending) {
    return (
      <Stack spacing={2} data-testid="detail-loading">
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  return (
    <Alert severity="error" action={error ? <Button onClick={onRetry}>{translate('app.common.retry')}</Button> : undefined}>
      {error instanceof Error && error.message ? error.message : translate('app.payments.detail.notFound')}
    </Alert>
  );
}
