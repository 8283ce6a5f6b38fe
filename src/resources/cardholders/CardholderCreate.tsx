// /issuing/cardholders/new: add a cardholder, judged as the server judges it; created through useCreate
// (pessimistic) with the attempt's Idempotency-Key; server field errors land under their inputs.
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Form, useCreate, useNavigate, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { idempotencyKey } from '../../../domain/random-id';
import type { Cardholder } from '../../../domain/wire';
import { formFailure } from '../../components/formErrors';
import { PageHeader } from '../../components/PageHeader';
import { RecordCreate } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';
import { SpendingControlsInputs } from '../../components/issuing/SpendingControlsInputs';
import { CardholderInputs } from './CardholderInputs';
import { CARDHOLDER_BODY_FIELDS, cardholderBody, cardholderFormDefaults, cardholderResolver, mapFieldErrors } from './cardholderForm';

export default function CardholderCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathOf = useResourcePath();
  const [create, { isPending }] = useCreate<Cardholder>();
  const [failure, setFailure] = useState<string | null>(null);
  const defaults = useMemo(() => cardholderFormDefaults(), []);
  const [attempt, setAttempt] = useState<{ body: string; key: string } | null>(null);

  const submit = async (values: FieldValues) => {
    setFailure(null);
    const data = cardholderBody(values);
    const text = JSON.stringify(data);
    const key = attempt?.body === text ? attempt.key : idempotencyKey();
    setAttempt({ body: text, key });
    try {
      const created = await create('cardholders', { data, meta: { idempotencyKey: key } }, { mutationMode: 'pessimistic', returnPromise: true });
      if (created) navigate(pathOf('cardholders', 'show', created.id));
      return undefined;
    } catch (e) {
      const result = formFailure(e, CARDHOLDER_BODY_FIELDS, translate('app.errors.requestFailed'));
      setFailure(result.message);
      return mapFieldErrors(result.fieldErrors);
    }
  };

  return (
    <RecordCreate>
      <PageHeader title={translate('routes.issuingCardholderCreate')} subtitle={translate('app.issuing.cardholderCreateSubtitle')} />
      <Box sx={{ maxWidth: 760 }} data-testid="cardholder-create">
        <Form resolver={cardholderResolver} defaultValues={defaults} onSubmit={submit} noValidate>
          <Stack spacing={3}>
            {failure && <Alert severity="error" role="alert">{failure}</Alert>}
            <CardholderInputs />
            <SpendingControlsInputs />
            <Stack direction="row">
              <Button type="submit" variant="contained" disabled={isPending} data-testid="cardholder-submit">
                {translate('app.issuing.addCardholder')}
              </Button>
            </Stack>
          </Stack>
        </Form>
      </Box>
    </RecordCreate>
  );
}
