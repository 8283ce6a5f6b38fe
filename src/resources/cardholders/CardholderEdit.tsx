// /issuing/cardholders/{id}/edit: change a cardholder's details and status; their spending controls.
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Form, useNavigate, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { Cardholder } from '../../../domain/wire';
import { formFailure } from '../../components/formErrors';
import { PageHeader } from '../../components/PageHeader';
import { RecordEdit } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';
import { LimitSimulator } from '../../components/issuing/LimitSimulator';
import { SpendingControlsInputs } from '../../components/issuing/SpendingControlsInputs';
import { CardholderInputs } from './CardholderInputs';
import { CARDHOLDER_BODY_FIELDS, cardholderBody, cardholderFormDefaults, cardholderResolver, mapFieldErrors } from './cardholderForm';

export default function CardholderEdit() {
  return (
    <RecordEdit>
      <EditView />
    </RecordEdit>
  );
}

function EditView() {
  const record = useRecordContext<Cardholder>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathOf = useResourcePath();
  const [update, { isPending }] = useUpdate<Cardholder>();
  const [failure, setFailure] = useState<string | null>(null);
  const defaults = useMemo(() => cardholderFormDefaults(record), [record]);
  if (!record) return null;

  const submit = async (values: FieldValues) => {
    setFailure(null);
    try {
      await update('cardholders', { id: record.id, data: cardholderBody(values), previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      navigate(pathOf('cardholders', 'show', record.id));
      return undefined;
    } catch (e) {
      const result = formFailure(e, CARDHOLDER_BODY_FIELDS, translate('app.errors.requestFailed'));
      setFailure(result.message);
      return mapFieldErrors(result.fieldErrors);
    }
  };

  return (
    <>
      <PageHeader title={translate('routes.issuingCardholderEdit')} subtitle={record.name} />
      <Box sx={{ maxWidth: 760 }} data-testid="cardholder-edit">
        <Form resolver={cardholderResolver} defaultValues={defaults} onSubmit={submit} noValidate record={defaults}>
          <Stack spacing={3}>
            {failure && <Alert severity="error" role="alert">{failure}</Alert>}
            <CardholderInputs />
            <SpendingControlsInputs />
            <LimitSimulator resource="cardholders" id={record.id} />
            <Stack direction="row">
              <Button type="submit" variant="contained" disabled={isPending} data-testid="cardholder-save">
                {translate('app.issuing.save')}
              </Button>
            </Stack>
          </Stack>
        </Form>
      </Box>
    </>
  );
}
