// The Overview tab of /issuing: what the product does, the issuing balance per currency (available, held by
// approved authorizations) and "Add funds" from the available balance (a ledger transfer; the form's rule is the
// route's, issuingFundSchema through fundResolver), and the real-time decision's fallback (DecisionFallback): an
// account-wide setting of the issuing product, so here rather than on one webhook endpoint's page.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { Form, useCanAccess, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { formatMoney } from '../../../domain/currency';
import { ISSUING_CURRENCIES } from '../../../domain/issuing/controls';
import { idempotencyKey } from '../../../domain/random-id';
import { SectionCard } from '../../components/SectionCard';
import { formFailure } from '../../components/formErrors';
import { fundBody, fundDefaults, fundResolver } from '../../components/issuing/issuingForms';
import { AmountCurrencyFields } from '../../components/money/AmountCurrencyFields';
import { Money } from '../../components/money/Money';
import { useTestMode } from '../../hooks/useTestMode';
import { DecisionFallback } from './DecisionFallback';
import { sessionEpoch } from '../../providers/authProvider';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

function FundForm({ onFunded }: { onFunded: (text: string) => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState<{ body: string; key: string } | null>(null);
  const submit = async (values: FieldValues) => {
    setFailure(null);
    const body = fundBody(values);
    const text = JSON.stringify(body);
    const key = attempt?.body === text ? attempt.key : idempotencyKey();
    setAttempt({ body: text, key });
    setBusy(true);
    try {
      const funded = await dataProvider.fundIssuing(body, key);
      setAttempt(null);
      onFunded(translate('app.issuing.balance.funded', { amount: formatMoney(funded.amount, funded.currency) }));
      return undefined;
    } catch (e) {
      const f = formFailure(e, ['amount', 'currency'], translate('app.errors.requestFailed'));
      setFailure(f.message);
      return f.fieldErrors;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form resolver={fundResolver} defaultValues={fundDefaults()} onSubmit={submit} noValidate>
      <Stack spacing={2} data-testid="issuing-fund">
        {failure && <Alert severity="error" role="alert">{failure}</Alert>}
        <AmountCurrencyFields currencies={ISSUING_CURRENCIES} amountLabel="app.issuing.balance.amount" currencyLabel="app.issuing.balance.currency" amountTestId="issuing-fund-amount" />
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={busy} data-testid="issuing-fund-submit">{translate('app.issuing.balance.fund')}</Button>
        </Stack>
      </Stack>
    </Form>
  );
}

export default function IssuingOverview() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const test = useTestMode();
  const queryClient = useQueryClient();
  const { canAccess: canFund } = useCanAccess({ resource: 'issuing-balance', action: 'create' });
  const [notice, setNotice] = useState<string | null>(null);
  const queryKey = ['issuing', 'balance', test, sessionEpoch()];
  const balance = useQuery({ queryKey, queryFn: () => dataProvider.issuingBalance(), retry: false });
  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1}>
            <Typography variant="h3">{translate('app.issuing.overview.title')}</Typography>
            <Typography color="text.secondary">{translate('app.issuing.overview.body')}</Typography>
          </Stack>
        </CardContent>
      </Card>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <SectionCard title={translate('app.issuing.balance.title')} subtitle={translate('app.issuing.balance.help')} testId="issuing-balance">
            {!balance.data ? (
              <Skeleton variant="rounded" height={72} />
            ) : balance.data.length === 0 ? (
              <Typography color="text.secondary">{translate('app.issuing.balance.empty')}</Typography>
            ) : (
              <Stack spacing={2}>
                {balance.data.map((b) => (
                  <Stack key={b.currency} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 4 }} data-testid={`issuing-balance-${b.currency}`}>
                    {/* A fixed width, so each currency's held amount starts under the one above. */}
                    <Stack sx={{ minWidth: { sm: 200 } }}>
                      <Typography variant="body2" color="text.secondary">{translate('app.issuing.balance.available')}</Typography>
                      <Money amount={b.available} currency={b.currency} variant="h4" strong />
                    </Stack>
                    <Stack>
                      <Typography variant="body2" color="text.secondary">{translate('app.issuing.balance.held')}</Typography>
                      <Money amount={b.held} currency={b.currency} variant="h4" />
                    </Stack>
                  </Stack>
                ))}
              </Stack>
            )}
          </SectionCard>
        </Grid>
        {canFund && (
          <Grid size={{ xs: 12, md: 5 }}>
            <SectionCard title={translate('app.issuing.balance.fund')} subtitle={translate('app.issuing.balance.fundHelp')} testId="issuing-fund-card">
              {notice && <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(null)}>{notice}</Alert>}
              <FundForm onFunded={(text) => { setNotice(text); void queryClient.invalidateQueries({ queryKey: ['issuing', 'balance'] }); }} />
            </SectionCard>
          </Grid>
        )}
        <Grid size={12}>
          <DecisionFallback />
        </Grid>
      </Grid>
    </Stack>
  );
}
