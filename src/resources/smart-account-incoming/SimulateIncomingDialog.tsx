// Test mode: "Simulate an incoming transfer": a payer (name, amount, currency, reference) sends money to the smart
// account; the test bank credits it BANK_SIMULATION_DELAY_SECONDS later, through the job queue.
import { useState } from 'react';
import { Button, Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { parseMinorUnits } from '../../../domain/currency';
import { SMART_CURRENCIES, type SmartCurrency } from '../../../domain/smart-account/rules';
import { useRecordAction } from '../../components/record/useRecordAction';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { DialogButtons } from '../../components/DialogButtons';

export function SimulateIncomingButton({ onSent }: { onSent: () => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [open, setOpen] = useState(false);
  const [payerName, setPayerName] = useState('');
  const [currency, setCurrency] = useState<SmartCurrency>('USD');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const parsed = parseMinorUnits(amount, currency);
  const valid = parsed.ok && parsed.value > 0n && payerName.trim() !== '';
  const action = useRecordAction<'send', { arrivesInSeconds: number }>({
    run: ({ key }) =>
      dataProvider.simulateIncoming({ payerName: payerName.trim(), amount: parsed.ok ? Number(parsed.value) : 0, currency, ...(reference.trim() ? { reference: reference.trim() } : {}) }, key),
    done: (_a, r) => ({ message: 'app.smartAccount.simulate.queued', args: { smart_count: r.arrivesInSeconds } }),
    onSuccess: () => {
      setOpen(false);
      onSent();
    },
  });
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} data-testid="smart-simulate">
        {translate('app.smartAccount.simulate.button')}
      </Button>
      <Dialog open={open} onClose={action.busy ? undefined : () => setOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('app.smartAccount.simulate.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">{translate('app.smartAccount.simulate.body')}</Typography>
            <TextField label={translate('app.smartAccount.simulate.payerName')} value={payerName} onChange={(e) => setPayerName(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'smart-simulate-payer' } }} />
            <Stack direction="row" spacing={1.5}>
              <TextField
                select
                label={translate('app.smartAccount.simulate.currency')}
                value={currency}
                onChange={(e) => setCurrency(e.target.value as SmartCurrency)}
                sx={{ minWidth: 110 }}
                slotProps={{ htmlInput: { 'data-testid': 'smart-simulate-currency' } }}
              >
                {SMART_CURRENCIES.map((c) => <MenuItem key={c} value={c}>{c}</MenuItem>)}
              </TextField>
              <TextField
                label={translate('app.smartAccount.simulate.amount')}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                fullWidth
                error={amount !== '' && !parsed.ok}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'smart-simulate-amount' } }}
              />
            </Stack>
            <TextField label={translate('app.smartAccount.simulate.reference')} value={reference} onChange={(e) => setReference(e.target.value)} />
          </Stack>
        </DialogContent>
        <DialogButtons onCancel={() => setOpen(false)} busy={action.busy} disabled={!valid} onConfirm={() => action.runNow('send')} label={translate('app.smartAccount.simulate.submit')} testId="smart-simulate-send" />
      </Dialog>
    </>
  );
}
