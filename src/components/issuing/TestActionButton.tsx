// A test-mode money action of an issuing record (capture an authorization, refund a transaction) as a react-query
// mutation (the README's actions): one Idempotency-Key per mount, so a second click before the answer replays rather
// than moves money twice; the page's queries refreshed after, a refusal shown beside the button.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { idempotencyKey } from '../../../domain/random-id';
import { formFailure } from '../formErrors';

export function TestActionButton({ label, hint, run, testId }: { label: string; hint: string; run: (key: string) => Promise<unknown>; testId: string }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [key] = useState(idempotencyKey);
  const action = useMutation({ mutationFn: () => run(key), onSuccess: () => refresh() });
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">{translate(hint)}</Typography>
      <Button variant="outlined" disabled={action.isPending} data-testid={testId} onClick={() => action.mutate()}>
        {translate(label)}
      </Button>
      {action.isError && <Alert severity="error" role="alert">{formFailure(action.error, [], translate('app.errors.requestFailed')).message}</Alert>}
    </Stack>
  );
}
