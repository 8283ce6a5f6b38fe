// /issuing/cards/{id}/edit: a card's status (active, inactive, canceled: final) and spending controls, in its currency.
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Form, SelectInput, useNavigate, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { CARD_STATUSES } from '../../../domain/issuing/cards';
import type { Card } from '../../../domain/wire';
import { formFailure } from '../../components/formErrors';
import { PageHeader } from '../../components/PageHeader';
import { LimitSimulator } from '../../components/issuing/LimitSimulator';
import { SpendingControlsInputs } from '../../components/issuing/SpendingControlsInputs';
import { RecordEdit } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';
import { cardEditBody, cardEditDefaults, cardEditResolver, mapControlErrors } from './cardForm';

export default function CardEdit() {
  return (
    <RecordEdit>
      <EditView />
    </RecordEdit>
  );
}

function EditView() {
  const card = useRecordContext<Card>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathOf = useResourcePath();
  const [update, { isPending }] = useUpdate<Card>();
  const [failure, setFailure] = useState<string | null>(null);
  const defaults = useMemo(() => (card ? cardEditDefaults(card) : {}), [card]);
  const resolver = useMemo(() => (card ? cardEditResolver(card) : undefined), [card]);
  if (!card) return null;

  const submit = async (values: FieldValues) => {
    setFailure(null);
    try {
      await update('cards', { id: card.id, data: cardEditBody(values, card), previousData: card }, { mutationMode: 'pessimistic', returnPromise: true });
      navigate(pathOf('cards', 'show', card.id));
      return undefined;
    } catch (e) {
      const result = formFailure(e, ['status'], translate('app.errors.requestFailed'));
      setFailure(result.message);
      return mapControlErrors(result.fieldErrors);
    }
  };

  return (
    <>
      <PageHeader title={translate('routes.issuingCardEdit')} subtitle={`${card.brand} •••• ${card.last4} · ${card.cardholderName}`} />
      <Box sx={{ maxWidth: 860 }} data-testid="card-edit">
        <Form resolver={resolver} defaultValues={defaults} onSubmit={submit} noValidate record={defaults}>
          <Stack spacing={3}>
            {failure && <Alert severity="error" role="alert">{failure}</Alert>}
            {card.status === 'canceled' ? (
              <Alert severity="info">{translate('validation.issuing_card_canceled')}</Alert>
            ) : (
              <SelectInput source="status" label="resources.cards.fields.status" choices={CARD_STATUSES.map((s) => ({ id: s, name: `app.issuing.cardStatus.${s}` }))} sx={{ maxWidth: 320 }} />
            )}
            <SpendingControlsInputs currency={card.currency} />
            {card.status !== 'canceled' && <LimitSimulator resource="cards" id={card.id} currency={card.currency} />}
            <Stack direction="row">
              <Button type="submit" variant="contained" disabled={isPending || card.status === 'canceled'} data-testid="card-save">{translate('app.issuing.save')}</Button>
            </Stack>
          </Stack>
        </Form>
      </Box>
    </>
  );
}
