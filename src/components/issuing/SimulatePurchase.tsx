// The simulator's purchase (test mode), on a card's page: merchant name, category, country, amount in the card's
// currency; decided at once, the answer shown (approved, or declined naming the rule) with a link to the
// authorization. The form's rule is the route's (simulatePurchaseSchema through purchaseResolver).
import { useMemo, useState } from 'react';
import { Alert, Button, Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Form, SelectInput, TextInput, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { formatMoney } from '../../../domain/currency';
import { MERCHANT_CATEGORIES } from '../../../domain/issuing/controls';
import { idempotencyKey } from '../../../domain/random-id';
import type { Card, IssuingAuthorization } from '../../../domain/wire';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { CountryInput } from '../CountryInput';
import { formFailure } from '../formErrors';
import { useResourcePath } from '../record/useResourcePath';
import { useDeclineText } from './authorizationText';
import { purchaseBody, purchaseDefaults, purchaseResolver } from './issuingForms';

const FIELDS = ['merchantName', 'merchantCategory', 'merchantCountry', 'amount'];

export function SimulatePurchase({ card }: { card: Card }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const refresh = useRefresh();
  const pathOf = useResourcePath();
  const reasonText = useDeclineText();
  const [result, setResult] = useState<IssuingAuthorization | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState<{ body: string; key: string } | null>(null);
  const defaults = useMemo(() => purchaseDefaults(card.currency), [card.currency]);
  const resolver = useMemo(() => purchaseResolver(card.id), [card.id]);

  const submit = async (values: FieldValues) => {
    setFailure(null);
    const body = purchaseBody(values, card.id);
    const text = JSON.stringify(body);
    // The same purchase submitted again (a double click) replays; a new one is a new purchase.
    const key = attempt?.body === text && !result ? attempt.key : idempotencyKey();
    setAttempt({ body: text, key });
    setBusy(true);
    try {
      const answer = await dataProvider.simulatePurchase(body, key);
      setResult(answer);
      refresh();
      return undefined;
    } catch (e) {
      const f = formFailure(e, FIELDS, translate('app.errors.requestFailed'));
      setFailure(f.message);
      return f.fieldErrors;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form resolver={resolver} defaultValues={defaults} onSubmit={submit} noValidate>
      <Stack spacing={2} data-testid="simulate-purchase">
        {failure && <Alert severity="error" role="alert">{failure}</Alert>}
        <TextInput source="merchantName" label="app.issuing.simulate.merchantName" fullWidth helperText={false} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SelectInput source="merchantCategory" label="app.issuing.simulate.category" choices={MERCHANT_CATEGORIES.map((c) => ({ id: c, name: `app.issuing.category.${c}` }))} fullWidth helperText={false} />
          {/* No margin and no helper line, as the select beside it (the Stack zeroes its children's margins). */}
          <CountryInput source="merchantCountry" label="app.issuing.simulate.country" helperText={false} margin="none" />
        </Stack>
        <TextInput source="amount" label={translate('app.issuing.simulate.amount', { currency: card.currency })} inputMode="decimal" fullWidth helperText={false} />
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={busy} data-testid="simulate-submit">{translate('app.issuing.simulate.submit')}</Button>
        </Stack>
        {result && (
          <Alert
            severity={result.approved ? 'success' : 'error'}
            data-testid="simulate-result"
            action={<Link component={RouterLink} to={pathOf('issuing-authorizations', 'show', result.id)} sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }}>{translate('app.issuing.openAuthorization')}</Link>}
          >
            {result.approved
              ? translate('app.issuing.simulate.approved', { amount: formatMoney(result.amount, result.currency) })
              : translate('app.issuing.simulate.declined', { reason: result.declineReason ? reasonText(result.declineReason) : '' })}
          </Alert>
        )}
      </Stack>
    </Form>
  );
}
