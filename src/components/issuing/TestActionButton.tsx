// A test-mode money action of an issuing record (capture an authorization, refund a transaction): one click, one
// Idempotency-Key per attempt, the record refreshed after, a refusal shown beside the button.
import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { idempotencyKey } from '../../../domain/random-id';
import { formFailure } from '../formErrors';

export function TestActionButton({ label, hint, run, testId }: { label: string; hint: string; run: (key: string) => Promise<unknown>; testId: string }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(idempotencyKey);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">{translate(hint)}</Typography>
      <Button
        variant="outlined"
        disabled={busy}
        data-testid={testId}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await run(key);
            refresh();
          } catch (e) {
            const f = formFailure(e, [], translate('app.errors.requestFailed'));
            setError(f.message);
          } finally {
            setBusy(false);
          }
        }}
      >
        {translate(label)}
      </Button>
      {error && <Alert severity="error" role="alert">{error}</Alert>}
    </Stack>
  );
}
