// /account/transferOut: send money from the smart account to an approved beneficiary (?beneficiaryId= preselects
// one) in its currency. The fee, the total taken, what stays on the smart account and the expected arrival are shown
// as the amount is typed (the payouts' payoutFee and payoutArrivalDate, the rule the server applies) and again in the
// confirmation. Created with the attempt's Idempotency-Key, so a double click sends once.
import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { Link as RouterLink, useCreate, useGetList, useNavigate, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { formatMoney, parseMinorUnits } from '../../../domain/currency';
import { payoutArrivalDate, payoutFee } from '../../../domain/payouts/rules';
import { idempotencyKey } from '../../../domain/random-id';
import type { Beneficiary, SmartTransfer } from '../../../domain/wire';
import { Confirm } from '../../components/Confirm';
import { DetailRows } from '../../components/DetailRows';
import { formFailure } from '../../components/formErrors';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { RecordCreate } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';
import { SMART_ACCOUNT_QUERY, useSmartAccount } from '../../components/smartAccount/useSmartAccount';
import { useSearchParam } from '../../host/host';

const APPROVED = { status: 'approved' };
const PAGE = { page: 1, perPage: 100 };
const BY_NAME = { field: 'name', order: 'ASC' as const };

export default function SmartTransferCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathOf = useResourcePath();
  const queryClient = useQueryClient();
  const [create, { isPending }] = useCreate<SmartTransfer>();
  const { data: beneficiaries = [], isPending: loadingBeneficiaries } = useGetList<Beneficiary>('beneficiaries', { filter: APPROVED, pagination: PAGE, sort: BY_NAME });
  const account = useSmartAccount();
  const [beneficiaryId, setBeneficiaryId] = useState(useSearchParam('beneficiaryId') ?? '');
  const [amountText, setAmountText] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [key, setKey] = useState<{ body: string; key: string } | null>(null);

  const beneficiary = beneficiaries.find((b) => b.id === beneficiaryId);
  const currency = beneficiary?.currency ?? 'USD';
  const held = account.data?.balances.find((b) => b.currency === currency)?.balance ?? 0;
  const parsed = parseMinorUnits(amountText, currency);
  const amount = parsed.ok ? Number(parsed.value) : 0;
  const fee = beneficiary && amount > 0 ? payoutFee(amount, beneficiary.currency, beneficiary.methodType) : null;
  const quote = beneficiary && fee !== null ? { fee, total: amount + fee, arrival: payoutArrivalDate(new Date(), beneficiary.methodType) } : null;
  const money = (minor: number) => formatMoney(minor, currency);

  const check = (): boolean => {
    const next: Record<string, string> = {};
    if (!beneficiary) next.beneficiaryId = translate('validation.please_select');
    if (!parsed.ok || amount <= 0) next.amount = translate(parsed.ok || parsed.reason === 'format' ? 'app.smartAccount.create.amountInvalid' : 'app.smartAccount.create.amountDecimals');
    else if (quote && quote.total > held) next.amount = translate('app.smartAccount.create.overBalance');
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const send = async () => {
    setFailure(null);
    const data = { beneficiaryId, amount, ...(description.trim() ? { description: description.trim() } : {}) };
    const text = JSON.stringify(data);
    const attempt = key?.body === text ? key : { body: text, key: idempotencyKey() };
    setKey(attempt);
    try {
      const transfer = await create('smart-account-transfers', { data, meta: { idempotencyKey: attempt.key } }, { mutationMode: 'pessimistic', returnPromise: true });
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: SMART_ACCOUNT_QUERY });
      if (transfer) navigate(pathOf('smart-account-transfers', 'show', transfer.id));
    } catch (e) {
      setConfirming(false);
      const result = formFailure(e, ['beneficiaryId', 'amount', 'description'], translate('app.errors.requestFailed'));
      setErrors(result.fieldErrors ?? {});
      setFailure(result.message);
    }
  };

  return (
    <RecordCreate>
      <PageHeader title={translate('routes.accountTransferOut')} subtitle={translate('app.smartAccount.create.subtitle')} />
      <Box sx={{ maxWidth: 640 }}>
        <SectionCard title={translate('app.smartAccount.create.beneficiary')} testId="smart-transfer-create">
          <Stack spacing={2.25} component="form" noValidate onSubmit={(e) => { e.preventDefault(); if (check()) setConfirming(true); }}>
            {failure && <Alert severity="error" role="alert">{failure}</Alert>}
            {!loadingBeneficiaries && beneficiaries.length === 0 && (
              <Alert
                severity="info"
                action={<Button component={RouterLink} to={pathOf('beneficiaries', 'create')} size="small" color="inherit">{translate('app.smartAccount.create.addBeneficiary')}</Button>}
              >
                {translate('app.smartAccount.create.noApproved')}
              </Alert>
            )}
            <TextField
              select
              label={translate('app.smartAccount.create.beneficiary')}
              value={beneficiary ? beneficiaryId : ''}
              onChange={(e) => { setBeneficiaryId(e.target.value); setErrors({}); }}
              error={Boolean(errors.beneficiaryId)}
              helperText={errors.beneficiaryId}
              slotProps={{ htmlInput: { 'data-testid': 'smart-transfer-beneficiary' } }}
            >
              {beneficiaries.map((b) => (
                <MenuItem key={b.id} value={b.id}>{`${b.name} · ${b.country} · ${b.currency} · •••• ${b.last4}`}</MenuItem>
              ))}
            </TextField>
            <TextField
              label={`${translate('app.smartAccount.create.amount')} (${currency})`}
              value={amountText}
              onChange={(e) => { setAmountText(e.target.value); setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([field]) => field !== 'amount'))); }}
              error={Boolean(errors.amount)}
              helperText={errors.amount ?? translate('app.smartAccount.create.held', { amount: money(held) })}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'smart-transfer-amount' } }}
            />
            <TextField label={translate('app.smartAccount.create.description')} value={description} onChange={(e) => setDescription(e.target.value)} error={Boolean(errors.description)} helperText={errors.description} />
            {quote && (
              <Box data-testid="smart-transfer-quote">
                <DetailRows
                  rows={[
                    { label: translate('app.smartAccount.create.fee'), value: money(quote.fee) },
                    { label: translate('app.smartAccount.create.total'), value: money(quote.total) },
                    { label: translate('app.smartAccount.create.heldAfter'), value: money(held - quote.total) },
                    { label: translate('app.smartAccount.create.arrival'), value: quote.arrival },
                  ]}
                />
              </Box>
            )}
            <Stack direction="row">
              <Button type="submit" variant="contained" disabled={isPending} data-testid="smart-transfer-review">{translate('app.smartAccount.create.review')}</Button>
            </Stack>
          </Stack>
        </SectionCard>
      </Box>
      <Confirm
        isOpen={confirming && quote !== null && beneficiary !== undefined}
        loading={isPending}
        title="app.smartAccount.create.confirmTitle"
        titleTranslateOptions={{ amount: money(amount), name: beneficiary?.name ?? '' }}
        content="app.smartAccount.create.confirmBody"
        translateOptions={{ fee: quote ? money(quote.fee) : '', total: quote ? money(quote.total) : '', date: quote?.arrival ?? '' }}
        confirm="app.smartAccount.create.confirm"
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
    </RecordCreate>
  );
}
