// /balance/topup: add funds by bank transfer (then the top-up's page shows where to send it) or by card (credited at
// once). Created through useCreate (pessimistic) with the attempt's Idempotency-Key; server field errors land under
// their inputs. ?currency=&amount= (from the balance page's "Top up") prefill the form.
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Form, useCreate, useNavigate, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { idempotencyKey } from '../../../domain/random-id';
import type { Topup } from '../../../domain/wire';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { RecordCreate } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';
import { zodResolver } from '../../components/zodResolver';
import { useSearchParam } from '../../host/host';
import { useTestMode } from '../../hooks/useTestMode';
import { ApiError } from '../../providers/httpCore';
import { SERVER_FIELD, topupFormDefaults, topupFormSchema } from './topupForm';
import { TopupInputs } from './TopupInputs';

export default function TopupCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathOf = useResourcePath();
  const test = useTestMode();
  const [create, { isPending }] = useCreate<Topup>();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(topupFormSchema()), []);
  const currency = useSearchParam('currency') ?? 'USD';
  const amount = useSearchParam('amount') ?? '';
  const defaults = useMemo(() => topupFormDefaults(currency, amount, test), [currency, amount, test]);
  /** One key per filled-in form: a double click tops up once; a changed form is a new attempt. */
  const [attempt, setAttempt] = useState<{ body: string; key: string } | null>(null);

  const submit = async (body: FieldValues) => {
    setFailure(null);
    const text = JSON.stringify(body);
    const key = attempt?.body === text ? attempt.key : idempotencyKey();
    setAttempt({ body: text, key });
    try {
      const topup = await create('topups', { data: body, meta: { idempotencyKey: key } }, { mutationMode: 'pessimistic', returnPromise: true });
      if (topup) navigate(pathOf('topups', 'show', topup.id));
      return undefined;
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : {};
      const errors: Record<string, string> = {};
      for (const [field, message] of Object.entries(fields)) errors[SERVER_FIELD[field] ?? 'amount'] ??= message;
      if (Object.keys(errors).length === 0) setFailure(e instanceof Error ? e.message : translate('app.errors.requestFailed'));
      return errors;
    }
  };

  return (
    <RecordCreate>
      <PageHeader title={translate('routes.balanceTopup')} subtitle={translate('app.topups.create.subtitle')} />
      <Box sx={{ maxWidth: 640 }}>
        <SectionCard title={translate('app.topups.create.method')} testId="topup-create">
          <Form resolver={resolver} defaultValues={defaults} onSubmit={submit} noValidate>
            <Stack spacing={2.25}>
              {failure && <Alert severity="error">{failure}</Alert>}
              <TopupInputs test={test} />
              <Stack direction="row">
                <Button type="submit" variant="contained" disabled={isPending} data-testid="topup-submit">
                  {translate('app.topups.create.submit')}
                </Button>
              </Stack>
            </Stack>
          </Form>
        </SectionCard>
      </Box>
    </RecordCreate>
  );
}
