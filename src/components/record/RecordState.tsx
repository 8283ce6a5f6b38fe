// What a record's page shows before its record: a skeleton while it loads, "not found" (404 or no id), or the
// load error with retry. Drawn here only, for every show and edit view (RecordView). A record not found in this mode
// that is one of the other mode of the account says so, with the way there (issue 33, 4).
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useResourceContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { stripModePrefix, withModePrefix } from '../../../domain/routes';
import { useSwitchMode } from '../../hooks/useSwitchMode';
import { useTestMode } from '../../hooks/useTestMode';
import { mode } from '../../providers/runtime';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

/** Whether `id` of `resource` is a record of the other mode (`asking` while the server is asked). */
function useInOtherMode(resource: string | undefined, id: string | undefined, ask: boolean): { found: boolean; asking: boolean } {
  const dataProvider = useAppDataProvider();
  const test = useTestMode();
  const enabled = ask && Boolean(resource && id) && mode.canSwitch;
  const answer = useQuery({
    queryKey: ['record-other-mode', resource, id, test],
    queryFn: () => dataProvider.recordInOtherMode(resource!, id!),
    enabled,
    retry: false,
    staleTime: 30_000,
  });
  return { found: answer.data === true, asking: enabled && answer.isPending };
}

function OtherModeNotice({ id }: { id: string }) {
  const translate = useTranslate();
  const location = useLocation();
  const test = useTestMode();
  const switchMode = useSwitchMode();
  const href = withModePrefix(stripModePrefix(location.pathname).path, !test) + location.search;
  const key = test ? 'inLiveMode' : 'inTestMode';
  return (
    <Alert
      severity="warning"
      data-testid="record-other-mode"
      action={
        <Button
          color="inherit"
          size="small"
          href={href}
          onClick={(event) => {
            // The address decides the mode: a middle click opens it in a tab of that mode; here, switch and go.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            switchMode(!test);
          }}
        >
          {translate(test ? 'app.payments.detail.openInLiveMode' : 'app.payments.detail.openInTestMode')}
        </Button>
      }
    >
      {translate(`app.payments.detail.${key}`, { id })}
    </Alert>
  );
}

export function RecordState({ isPending, error, onRetry, id }: { isPending: boolean; error: unknown; onRetry: () => void; id?: string }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const status = (error as { status?: unknown } | null)?.status;
  const notFound = !isPending && (!error || status === 404);
  const otherMode = useInOtherMode(resource, id, notFound && status === 404);
  if (isPending || otherMode.asking) {
    return (
      <Stack spacing={2} data-testid="detail-loading">
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  if (notFound && id && otherMode.found) return <OtherModeNotice id={id} />;
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
