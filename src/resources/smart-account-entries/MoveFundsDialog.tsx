// "Move funds" on the smart account page: an amount of a currency from the available balance to the smart account,
// or back, at once and without a fee. What the side it leaves holds is shown under the amount and checked before
// sending (the server checks it again under its lock); its refusals land under their fields. Sent with the attempt's
// Idempotency-Key, so a double click moves once.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoney, parseMinorUnits } from '../../../domain/currency';
import { idempotencyKey } from '../../../domain/random-id';
import type { SmartMoveInput } from '../../../domain/smart-account/records';
import { SMART_CURRENCIES, SMART_MOVE_DIRECTIONS, type SmartCurrency, type SmartMoveDirection } from '../../../domain/smart-account/rules';
import { formFailure } from '../../components/formErrors';
import { SMART_ACCOUNT_QUERY, useSmartAccount } from '../../components/smartAccount/useSmartAccount';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { DialogButtons } from '../../components/DialogButtons';

const FIELDS = ['direction', 'currency', 'amount', 'description'] as const;

export function MoveFundsButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const account = useSmartAccount();
  const [open, setOpen] = useState(false);
  const balances = useQuery({ queryKey: ['balanceSummary'], queryFn: () => dataProvider.balanceSummary(), enabled: open });
  const [direction, setDirection] = useState<SmartMoveDirection>('to_smart_account');
  const [currency, setCurrency] = useState<SmartCurrency>('USD');
  const [amountText, setAmountText] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [key, setKey] = useState<{ body: string; key: string } | null>(null);

  const toSmart = direction === 'to_smart_account';
  const available = balances.data?.find((b) => b.currency === currency)?.available ?? 0;
  const held = account.data?.balances.find((b) => b.currency === currency)?.balance ?? 0;
  const source = toSmart ? available : held;
  const parsed = parseMinorUnits(amountText, currency);
  const amount = parsed.ok ? Number(parsed.value) : 0;
  const money = (minor: number) => formatMoney(minor, currency);

  const close = () => {
    setOpen(false);
    setErrors({});
    setFailure(null);
  };
  const mutation = useMutation({
    mutationFn: ({ input, key: k }: { input: SmartMoveInput; key: string }) => dataProvider.moveSmartFunds(input, k),
    onSuccess: (moved) => {
      notify(moved.direction === 'to_smart_account' ? 'app.smartAccount.move.movedIn' : 'app.smartAccount.move.movedOut', {
        type: 'success',
        messageArgs: { amount: formatMoney(moved.amount, moved.currency) },
      });
      setAmountText('');
      setDescription('');
      setKey(null);
      close();
      void queryClient.invalidateQueries({ queryKey: SMART_ACCOUNT_QUERY });
      void queryClient.invalidateQueries({ queryKey: ['balanceSummary'] });
      refresh();
    },
    onError: (e) => {
      const result = formFailure(e, FIELDS, translate('app.errors.requestFailed'));
      setErrors(result.fieldErrors ?? {});
      setFailure(result.message);
    },
  });

  const submit = () => {
    setFailure(null);
    const next: Record<string, string> = {};
    if (!parsed.ok || amount <= 0) next.amount = translate(parsed.ok || parsed.reason === 'format' ? 'app.smartAccount.create.amountInvalid' : 'app.smartAccount.create.amountDecimals');
    else if (amount > source) next.amount = translate(toSmart ? 'app.smartAccount.move.overAvailable' : 'app.smartAccount.move.overHeld');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const input: SmartMoveInput = { direction, currency, amount, ...(description.trim() ? { description: description.trim() } : {}) };
    const text = JSON.stringify(input);
    const attempt = key?.body === text ? key : { body: text, key: idempotencyKey() };
    setKey(attempt);
    mutation.mutate({ input, key: attempt.key });
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} data-testid="smart-move">
        {translate('app.smartAccount.move.button')}
      </Button>
      <Dialog open={open} onClose={mutation.isPending ? undefined : close} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('app.smartAccount.move.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }} component="form" noValidate onSubmit={(e) => { e.preventDefault(); submit(); }} data-testid="smart-move-form">
            {failure && <Alert severity="error" role="alert">{failure}</Alert>}
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              color="primary"
              value={direction}
              onChange={(_e, value: SmartMoveDirection | null) => { if (value) { setDirection(value); setErrors({}); } }}
              aria-label={translate('app.smartAccount.move.direction')}
            >
              {SMART_MOVE_DIRECTIONS.map((d) => (
                <ToggleButton key={d} value={d} data-testid={`smart-move-${d}`} sx={{ textTransform: 'none' }}>{translate(`app.smartAccount.move.directions.${d}`)}</ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Stack direction="row" spacing={1.5}>
              <TextField
                select
                label={translate('app.smartAccount.move.currency')}
                value={currency}
                onChange={(e) => { setCurrency(e.target.value as SmartCurrency); setErrors({}); }}
                error={Boolean(errors.currency)}
                helperText={errors.currency}
                sx={{ minWidth: 110 }}
                slotProps={{ htmlInput: { 'data-testid': 'smart-move-currency' } }}
              >
                {SMART_CURRENCIES.map((c) => <MenuItem key={c} value={c}>{c}</MenuItem>)}
              </TextField>
              <TextField
                label={`${translate('app.smartAccount.move.amount')} (${currency})`}
                value={amountText}
                onChange={(e) => { setAmountText(e.target.value); setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([field]) => field !== 'amount'))); }}
                fullWidth
                error={Boolean(errors.amount)}
                helperText={errors.amount ?? translate(toSmart ? 'app.smartAccount.move.available' : 'app.smartAccount.move.held', { amount: money(source) })}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'smart-move-amount' } }}
              />
            </Stack>
            <TextField label={translate('app.smartAccount.move.description')} value={description} onChange={(e) => setDescription(e.target.value)} error={Boolean(errors.description)} helperText={errors.description} />
            {errors.direction && <Alert severity="error">{errors.direction}</Alert>}
            <button type="submit" hidden />
          </Stack>
        </DialogContent>
        <DialogButtons onCancel={close} busy={mutation.isPending} onConfirm={submit} label={translate('app.smartAccount.move.submit')} testId="smart-move-send" />
      </Dialog>
    </>
  );
}
