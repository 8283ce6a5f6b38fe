// /issuing/cards/new: issue a card to an active cardholder (?cardholder= preselects one), with its spending controls.
// In test mode a virtual card's number and CVC come back this once: shown here, with a warning that they will not be
// shown again, and then the card's page (last 4 only).
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { AutocompleteInput, Form, SelectInput, useCreate, useGetList, useNavigate, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { CARD_TYPES } from '../../../domain/issuing/cards';
import { CARD_BRANDS, ISSUING_CURRENCIES } from '../../../domain/issuing/controls';
import { idempotencyKey } from '../../../domain/random-id';
import type { Cardholder, IssuedCard } from '../../../domain/wire';
import { formFailure } from '../../components/formErrors';
import { PageHeader } from '../../components/PageHeader';
import { SpendingControlsInputs } from '../../components/issuing/SpendingControlsInputs';
import { RecordCreate } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';
import { useSearchParam } from '../../host/host';
import { useWatch } from 'react-hook-form';
import { CARD_CREATE_FIELDS, cardCreateBody, cardCreateDefaults, cardCreateResolver, mapControlErrors } from './cardForm';

function LimitsForCurrency() {
  const currency = useWatch({ name: 'currency' }) as string;
  return <SpendingControlsInputs currency={currency || 'USD'} />;
}

function Revealed({ card, onDone }: { card: IssuedCard; onDone: () => void }) {
  const translate = useTranslate();
  return (
    <Alert severity="warning" data-testid="card-reveal" action={<Button onClick={onDone} data-testid="card-reveal-done">{translate('app.issuing.openCard')}</Button>}>
      <Stack spacing={0.5}>
        <Typography variant="body2">{translate('app.issuing.revealOnce')}</Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: 16 }} data-testid="card-reveal-number">{card.reveal?.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</Typography>
        <Typography variant="body2">{translate('app.issuing.cvc')}: <span data-testid="card-reveal-cvc">{card.reveal?.cvc}</span> · {translate('resources.cards.fields.expiry')}: {String(card.expMonth).padStart(2, '0')}/{card.expYear}</Typography>
      </Stack>
    </Alert>
  );
}

export default function CardCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathOf = useResourcePath();
  const preselected = useSearchParam('cardholder') ?? undefined;
  const [create, { isPending }] = useCreate<IssuedCard>();
  const [failure, setFailure] = useState<string | null>(null);
  const [issued, setIssued] = useState<IssuedCard | null>(null);
  const defaults = useMemo(() => cardCreateDefaults(preselected), [preselected]);
  const [attempt, setAttempt] = useState<{ body: string; key: string } | null>(null);
  const { data: holders = [] } = useGetList<Cardholder>('cardholders', { filter: { status: 'active' }, pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });

  const submit = async (values: FieldValues) => {
    setFailure(null);
    const data = cardCreateBody(values);
    const text = JSON.stringify(data);
    const key = attempt?.body === text ? attempt.key : idempotencyKey();
    setAttempt({ body: text, key });
    try {
      const created = await create('cards', { data, meta: { idempotencyKey: key } }, { mutationMode: 'pessimistic', returnPromise: true });
      if (created?.reveal) setIssued(created);
      else if (created) navigate(pathOf('cards', 'show', created.id));
      return undefined;
    } catch (e) {
      const result = formFailure(e, [...CARD_CREATE_FIELDS], translate('app.errors.requestFailed'));
      setFailure(result.message);
      return mapControlErrors(result.fieldErrors);
    }
  };

  return (
    <RecordCreate>
      <PageHeader title={translate('routes.issuingCardCreate')} subtitle={translate('app.issuing.cardCreateSubtitle')} />
      <Box sx={{ maxWidth: 860 }} data-testid="card-create">
        {issued ? (
          <Revealed card={issued} onDone={() => navigate(pathOf('cards', 'show', issued.id))} />
        ) : (
          <Form resolver={cardCreateResolver} defaultValues={defaults} onSubmit={submit} noValidate>
            <Stack spacing={3}>
              {failure && <Alert severity="error" role="alert">{failure}</Alert>}
              <AutocompleteInput source="cardholderId" label="resources.cards.fields.cardholderName" choices={holders.map((h) => ({ id: h.id, name: `${h.name} (${h.email})` }))} translateChoice={false} fullWidth />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <SelectInput source="type" label="resources.cards.fields.type" choices={CARD_TYPES.map((t) => ({ id: t, name: `app.issuing.cardType.${t}` }))} fullWidth />
                <SelectInput source="brand" label="resources.cards.fields.brand" choices={CARD_BRANDS.map((b) => ({ id: b, name: b }))} translateChoice={false} fullWidth />
                <SelectInput source="currency" label="resources.cards.fields.currency" choices={ISSUING_CURRENCIES.map((c) => ({ id: c, name: c }))} translateChoice={false} fullWidth />
              </Stack>
              <LimitsForCurrency />
              <Stack direction="row">
                <Button type="submit" variant="contained" disabled={isPending} data-testid="card-submit">{translate('app.issuing.issueCard')}</Button>
              </Stack>
            </Stack>
          </Form>
        )}
      </Box>
    </RecordCreate>
  );
}
