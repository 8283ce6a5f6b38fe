// "Send to a beneficiary": the form a payout (/mjkNewPayout, from the available balance) and a transfer out of the
// smart account (/account/transferOut) share. An approved beneficiary (?beneficiaryId= preselects one) in its
// currency, the amount with what the source holds, a description, then the quote: the fee, the total taken, what
// stays and the expected arrival (the domain's payoutFee and payoutArrivalDate, the rule the server applies), shown
// as the amount is typed and again in the confirmation before anything is sent. Created with the attempt's
// Idempotency-Key, so a double click sends once; the server's refusals land under their fields.
import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { Link as RouterLink, useCreate, useGetList, useTranslate } from 'react-admin';
import { formatMoney, parseMinorUnits } from '../../../domain/currency';
import { payoutArrivalDate, payoutFee } from '../../../domain/payouts/rules';
import { idempotencyKey } from '../../../domain/random-id';
import type { Beneficiary } from '../../../domain/wire';
import { Confirm } from '../Confirm';
import { DetailRows } from '../DetailRows';
import { formFailure } from '../formErrors';
import { PageHeader } from '../PageHeader';
import { SectionCard } from '../SectionCard';
import { RecordCreate } from '../record/RecordView';
import { useResourcePath } from '../record/useResourcePath';
import { useSearchParam } from '../../host/host';

const APPROVED = { status: 'approved' };
const PAGE = { page: 1, perPage: 100 };
const BY_NAME = { field: 'name', order: 'ASC' as const };

export interface SendToBeneficiaryProps {
  /** What is created: a payout or a transfer out of the smart account. */
  resource: 'payouts' | 'smart-account-transfers';
  title: string;
  /** The messages' prefix with its dot ('app.payouts.create.': a prefix, not a key) and the keys that name the source. */
  texts: { prefix: string; held: string; heldAfter: string; over: string };
  /** The test ids' prefix (payout, smart-transfer). */
  testId: string;
  /** What the source holds in a currency (minor units). */
  heldIn: (currency: string) => number;
  /** Shown under the quote for an amount (the payout's approval threshold). */
  notice?: (amount: number, currency: string) => ReactNode;
  /** After it was created. */
  onCreated: (record: { id: string }) => void;
}

export function SendToBeneficiaryForm({ resource, title, texts, testId, heldIn, notice, onCreated }: SendToBeneficiaryProps) {
  const translate = useTranslate();
  const pathOf = useResourcePath();
  const t = (key: string, options?: Record<string, unknown>) => translate(`${texts.prefix}${key}`, options);
  const [create, { isPending }] = useCreate<{ id: string } & Record<string, unknown>>();
  const { data: beneficiaries = [], isPending: loadingBeneficiaries } = useGetList<Beneficiary>('beneficiaries', { filter: APPROVED, pagination: PAGE, sort: BY_NAME });
  const [beneficiaryId, setBeneficiaryId] = useState(useSearchParam('beneficiaryId') ?? '');
  const [amountText, setAmountText] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [key, setKey] = useState<{ body: string; key: string } | null>(null);

  const beneficiary = beneficiaries.find((b) => b.id === beneficiaryId);
  const currency = beneficiary?.currency ?? 'USD';
  const held = heldIn(currency);
  const parsed = parseMinorUnits(amountText, currency);
  const amount = parsed.ok ? Number(parsed.value) : 0;
  const fee = beneficiary && amount > 0 ? payoutFee(amount, beneficiary.currency, beneficiary.methodType) : null;
  const quote = beneficiary && fee !== null ? { fee, total: amount + fee, arrival: payoutArrivalDate(new Date(), beneficiary.methodType) } : null;
  const money = (minor: number) => formatMoney(minor, currency);

  const check = (): boolean => {
    const next: Record<string, string> = {};
    if (!beneficiary) next.beneficiaryId = translate('validation.please_select');
    if (!parsed.ok || amount <= 0) next.amount = t(parsed.ok || parsed.reason === 'format' ? 'amountInvalid' : 'amountDecimals');
    else if (quote && quote.total > held) next.amount = t(texts.over);
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
      const created = await create(resource, { data, meta: { idempotencyKey: attempt.key } }, { mutationMode: 'pessimistic', returnPromise: true });
      setConfirming(false);
      if (created) onCreated(created);
    } catch (e) {
      setConfirming(false);
      const result = formFailure(e, ['beneficiaryId', 'amount', 'description'], translate('app.errors.requestFailed'));
      setErrors(result.fieldErrors ?? {});
      setFailure(result.message);
    }
  };

  return (
    <RecordCreate>
      <PageHeader title={title} subtitle={t('subtitle')} />
      <Box sx={{ maxWidth: 640 }}>
        <SectionCard title={t('beneficiary')} testId={`${testId}-create`}>
          <Stack spacing={2.25} component="form" noValidate onSubmit={(e) => { e.preventDefault(); if (check()) setConfirming(true); }}>
            {failure && <Alert severity="error" role="alert">{failure}</Alert>}
            {!loadingBeneficiaries && beneficiaries.length === 0 && (
              <Alert
                severity="info"
                action={<Button component={RouterLink} to={pathOf('beneficiaries', 'create')} size="small" color="inherit">{t('addBeneficiary')}</Button>}
              >
                {t('noApproved')}
              </Alert>
            )}
            <TextField
              select
              label={t('beneficiary')}
              value={beneficiary ? beneficiaryId : ''}
              onChange={(e) => { setBeneficiaryId(e.target.value); setErrors({}); }}
              error={Boolean(errors.beneficiaryId)}
              helperText={errors.beneficiaryId}
              slotProps={{ htmlInput: { 'data-testid': `${testId}-beneficiary` } }}
            >
              {beneficiaries.map((b) => (
                <MenuItem key={b.id} value={b.id}>{`${b.name} · ${b.country} · ${b.currency} · •••• ${b.last4}`}</MenuItem>
              ))}
            </TextField>
            <TextField
              label={`${t('amount')} (${currency})`}
              value={amountText}
              onChange={(e) => { setAmountText(e.target.value); setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([field]) => field !== 'amount'))); }}
              error={Boolean(errors.amount)}
              helperText={errors.amount ?? t(texts.held, { amount: money(held) })}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `${testId}-amount` } }}
            />
            <TextField label={t('description')} value={description} onChange={(e) => setDescription(e.target.value)} error={Boolean(errors.description)} helperText={errors.description} />
            {quote && (
              <Box data-testid={`${testId}-quote`}>
                <DetailRows
                  rows={[
                    { label: t('fee'), value: money(quote.fee) },
                    { label: t('total'), value: money(quote.total) },
                    { label: t(texts.heldAfter), value: money(held - quote.total) },
                    { label: t('arrival'), value: quote.arrival },
                  ]}
                />
              </Box>
            )}
            {amount > 0 && notice?.(amount, currency)}
            <Stack direction="row">
              <Button type="submit" variant="contained" disabled={isPending} data-testid={`${testId}-review`}>{t('review')}</Button>
            </Stack>
          </Stack>
        </SectionCard>
      </Box>
      <Confirm
        isOpen={confirming && quote !== null && beneficiary !== undefined}
        loading={isPending}
        title={`${texts.prefix}confirmTitle`}
        titleTranslateOptions={{ amount: money(amount), name: beneficiary?.name ?? '' }}
        content={`${texts.prefix}confirmBody`}
        translateOptions={{ fee: quote ? money(quote.fee) : '', total: quote ? money(quote.total) : '', date: quote?.arrival ?? '' }}
        confirm={`${texts.prefix}confirm`}
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
    </RecordCreate>
  );
}
