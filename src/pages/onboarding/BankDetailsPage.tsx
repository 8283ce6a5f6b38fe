// /bank-details: the optional bank account for settlement (step 5). It can be skipped; after a rejected bank
// verification the merchant modifies it here and resubmits.
import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Grid } from '@mui/material';
import { TextInput, useNavigate, useNotify, useTranslate } from 'react-admin';
import { makeBankDetailsSchema } from '../../../domain/onboarding';
import { SECTION_PATHS } from '../../components/onboarding/sections';
import { StepForm } from './StepForm';
import { useSetApplication } from '../../hooks/useOnboarding';
import { StepPage } from './StepPage';
import type { Application } from '../../../domain/onboarding/application';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const EMPTY = { accountNumber: '', holderName: '', bankName: '', swift: '', sortCode: '', bankAddress: '', routingNumber: '', iban: '' };

function SkipButton() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const navigate = useNavigate();
  const setApplication = useSetApplication();
  const notify = useNotify();
  const skip = useMutation({
    mutationFn: () => dataProvider.skipBankStep(),
    onSuccess: (next) => {
      setApplication(next);
      navigate(SECTION_PATHS.review);
    },
    onError: (error) => notify(error.message || 'app.errors.requestFailed', { type: 'error' }),
  });
  return (
    <Button size="large" onClick={() => skip.mutate()} disabled={skip.isPending} sx={{ mt: 1 }}>
      {translate('app.onboarding.bank.skip')}
    </Button>
  );
}

function BankForm({ app }: { app: Application }) {
  const translate = useTranslate();
  // The holder-name rule needs the saved names; the API applies it and its message shows under the input.
  const schema = useMemo(() => makeBankDetailsSchema(), []);
  const f = (name: string) => `app.onboarding.bank.${name}`;
  return (
    <StepForm step="bank" app={app} schema={schema} empty={EMPTY} actions={app.bankRejected ? undefined : <SkipButton />}>
      {app.bankRejected && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('validation.onb_review_bank_rejected')}
        </Alert>
      )}
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="holderName" label={f('holderName')} helperText={f('holderNameHelp')} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="accountNumber" label={f('accountNumber')} helperText={f('accountNumberHelp')} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="bankName" label={f('bankName')} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="swift" label={f('swift')} helperText={f('swiftHelp')} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="routingNumber" label={f('routingNumber')} helperText={f('routingNumberHelp')} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="sortCode" label={f('sortCode')} helperText={f('sortCodeHelp')} fullWidth />
        </Grid>
        <Grid size={12}>
          <TextInput source="iban" label={f('iban')} helperText="app.onboarding.optional" fullWidth />
        </Grid>
        <Grid size={12}>
          <TextInput source="bankAddress" label={f('bankAddress')} fullWidth />
        </Grid>
      </Grid>
    </StepForm>
  );
}

export default function BankDetailsPage() {
  return (
    <StepPage title="app.onboarding.sections.bank" subtitle="app.onboarding.intro.bank" section="bank">
      {(app) => <BankForm app={app} />}
    </StepPage>
  );
}
