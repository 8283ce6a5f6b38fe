// What a record's page shows before its record: a skeleton while it loads, "not found" (404 or no id), or the
// load error with retry. Drawn here only, for every show and edit view (RecordView).
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

export function RecordState({ isPending, error, onRetry, id }: { isPending: boolean; error: unknown; onRetry: () => void; id?: string }) {
  const translate = useTranslate();
  if (isPending) {
    return (
      <Stack spacing={2} data-testid="detail-loading">
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  const status = (error as { status?: unknown } | null)?.status;
  const notFound = !error || status === 404;
  // The server's own words when it sent some ('Payment not found'), else the generic not-found line.
  return (
    <Alert
      severity="error"
      action={error && !notFound ? <Button onClick={onRetry}>{translate('app.common.retry')}</Button> : undefined}
      data-testid={notFound ? 'record-not-found' : 'record-error'}
    >
      {notFound && id
        ? translate('app.payments.detail.notFoundId', { id })
        : error instanceof Error && error.message ? error.message : translate('app.payments.detail.notFound')}
    </Alert>
  );
}
