// /mjkNewPayout (and /newPayout): send money to an approved beneficiary (?beneficiaryId= preselects one) in its
// currency, from the available balance. The fee, the total taken from the balance, what stays available and the
// expected arrival date are shown as the amount is typed (the domain's payoutFee and payoutArrivalDate, the rule the
// server applies), and again in the confirmation before anything is sent. Created with the attempt's
// Idempotency-Key, so a double click sends once.
import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { Link as RouterLink, useCreate, useGetList, useNavigate, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, parseMinorUnits } from '../../../domain/currency';
import { needsApproval, payoutArrivalDate, payoutFee } from '../../../domain/payouts/rules';
import { idempotencyKey } from '../../../domain/random-id';
import type { Beneficiary, Payout } from '../../../domain/wire';
import { Confirm } from '../../components/Confirm';
import { DetailRows } from '../../components/DetailRows';
import { formFailure } from '../../components/formErrors';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { RecordCreate } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';
import { useSearchParam } from '../../host/host';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const APPROVED = { status: 'approved' };
const PAGE = { page: 1, perPage: 100 };
const BY_NAME = { field: 'name', order: 'ASC' as const };

export default function PayoutCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathOf = useResourcePath();
  const dataProvider = useAppDataProvider();
  const [create, { isPending }] = useCreate<Payout>();
  const { data: beneficiaries = [], isPending: loadingBeneficiaries } = useGetList<Beneficiary>('beneficiaries', { filter: APPROVED, pagination: PAGE, sort: BY_NAME });
  const balances = useQuery({ queryKey: ['balanceSummary'], queryFn: () => dataProvider.balanceSummary() });
  const thresholds = useQuery({ queryKey: ['payoutApprovalThresholds'], queryFn: () => dataProvider.approvalThresholds() });
  const [beneficiaryId, setBeneficiaryId] = useState(useSearchParam('beneficiaryId') ?? '');
  const [amountText, setAmountText] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [key, setKey] = useState<{ body: string; key: string } | null>(null);

  const beneficiary = beneficiaries.find((b) => b.id === beneficiaryId);
  const currency = beneficiary?.currency ?? 'USD';
  const available = balances.data?.find((b) => b.currency === currency)?.available ?? 0;
  const parsed = parseMinorUnits(amountText, currency);
  const amount = parsed.ok ? Number(parsed.value) : 0;
  const fee = beneficiary && amount > 0 ? payoutFee(amount, beneficiary.currency, beneficiary.methodType) : null;
  const quote = beneficiary && fee !== null ? { fee, total: amount + fee, arrival: payoutArrivalDate(new Date(), beneficiary.methodType) } : null;
  const money = (minor: number) => formatMoney(minor, currency);
  const threshold = thresholds.data?.find((t) => t.currency === currency)?.threshold ?? null;
  const waits = amount > 0 && needsApproval(amount, threshold);

  const check = (): boolean => {
    const next: Record<string, string> = {};
    if (!beneficiary) next.beneficiaryId = translate('validation.please_select');
    if (!parsed.ok || amount <= 0) next.amount = translate(parsed.ok || parsed.reason === 'format' ? 'app.payouts.create.amountInvalid' : 'app.payouts.create.amountDecimals');
    else if (quote && quote.total > available) next.amount = translate('app.payouts.create.overAvailable');
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
      const payout = await create('payouts', { data, meta: { idempotencyKey: attempt.key } }, { mutationMode: 'pessimistic', returnPromise: true });
      setConfirming(false);
      if (payout) navigate(pathOf('payouts', 'show', payout.id));
    } catch (e) {
      setConfirming(false);
      const result = formFailure(e, ['beneficiaryId', 'amount', 'description'], translate('app.errors.requestFailed'));
      setErrors(result.fieldErrors ?? {});
      setFailure(result.message);
    }
  };

  return (
    <RecordCreate>
      <PageHeader title={translate('routes.mjkNewPayout')} subtitle={translate('app.payouts.create.subtitle')} />
      <Box sx={{ maxWidth: 640 }}>
        <SectionCard title={translate('app.payouts.create.beneficiary')} testId="payout-create">
          <Stack spacing={2.25} component="form" noValidate onSubmit={(e) => { e.preventDefault(); if (check()) setConfirming(true); }}>
            {failure && <Alert severity="error" role="alert">{failure}</Alert>}
            {!loadingBeneficiaries && beneficiaries.length === 0 && (
              <Alert
                severity="info"
                action={<Button component={RouterLink} to={pathOf('beneficiaries', 'create')} size="small" color="inherit">{translate('app.payouts.create.addBeneficiary')}</Button>}
              >
                {translate('app.payouts.create.noApproved')}
              </Alert>
            )}
            <TextField
              select
              label={translate('app.payouts.create.beneficiary')}
              value={beneficiary ? beneficiaryId : ''}
              onChange={(e) => { setBeneficiaryId(e.target.value); setErrors({}); }}
              error={Boolean(errors.beneficiaryId)}
              helperText={errors.beneficiaryId}
              slotProps={{ htmlInput: { 'data-testid': 'payout-beneficiary' } }}
            >
              {beneficiaries.map((b) => (
                <MenuItem key={b.id} value={b.id}>{`${b.name} · ${b.country} · ${b.currency} · •••• ${b.last4}`}</MenuItem>
              ))}
            </TextField>
            <TextField
              label={`${translate('app.payouts.create.amount')} (${currency})`}
              value={amountText}
              onChange={(e) => { setAmountText(e.target.value); setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([field]) => field !== 'amount'))); }}
              error={Boolean(errors.amount)}
              helperText={errors.amount ?? translate('app.payouts.create.available', { amount: money(available) })}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'payout-amount' } }}
            />
            <TextField label={translate('app.payouts.create.description')} value={description} onChange={(e) => setDescription(e.target.value)} error={Boolean(errors.description)} helperText={errors.description} />
            {quote && (
              <Box data-testid="payout-quote">
                <DetailRows
                  rows={[
                    { label: translate('app.payouts.create.fee'), value: money(quote.fee) },
                    { label: translate('app.payouts.create.total'), value: money(quote.total) },
                    { label: translate('app.payouts.create.availableAfter'), value: money(available - quote.total) },
                    { label: translate('app.payouts.create.arrival'), value: quote.arrival },
                  ]}
                />
              </Box>
            )}
            {waits && threshold !== null && (
              <Alert severity="warning" data-testid="payout-needs-approval">{translate('app.payouts.create.needsApproval', { amount: money(threshold) })}</Alert>
            )}
            <Stack direction="row">
              <Button type="submit" variant="contained" disabled={isPending} data-testid="payout-review">{translate('app.payouts.create.review')}</Button>
            </Stack>
          </Stack>
        </SectionCard>
      </Box>
      <Confirm
        isOpen={confirming && quote !== null && beneficiary !== undefined}
        loading={isPending}
        title="app.payouts.create.confirmTitle"
        titleTranslateOptions={{ amount: money(amount), name: beneficiary?.name ?? '' }}
        content="app.payouts.create.confirmBody"
        translateOptions={{ fee: quote ? money(quote.fee) : '', total: quote ? money(quote.total) : '', date: quote?.arrival ?? '' }}
        confirm="app.payouts.create.confirm"
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
    </RecordCreate>
  );
}
