// Test mode: "Simulate the bank transfer" of a pending top-up: the test bank receives a transfer to the virtual
// account quoting the reference (editable: another reference is held for review) a few seconds later.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fromMinorUnits, parseMinorUnits } from '../../../domain/currency';
import type { TopupCurrency } from '../../../domain/balance/rules';
import type { Topup } from '../../../domain/wire';
import { useRecordAction } from '../../components/record/useRecordAction';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { DialogButtons } from '../../components/DialogButtons';

export function SimulateTransferButton({ topup, onSent }: { topup: Topup; onSent: () => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState(topup.reference ?? '');
  const [amount, setAmount] = useState(fromMinorUnits(topup.amount, topup.currency));
  const parsed = parseMinorUnits(amount, topup.currency);
  const valid = parsed.ok && parsed.value > 0n && reference.trim() !== '';
  const action = useRecordAction<'send', { arrivesInSeconds: number }>({
    run: ({ key }) => dataProvider.simulateTransfer({ reference, amount: parsed.ok ? Number(parsed.value) : 0, currency: topup.currency as TopupCurrency }, key),
    done: (_a, r) => ({ message: 'app.topups.simulate.queued', args: { smart_count: r.arrivesInSeconds } }),
    onSuccess: () => {
      setOpen(false);
      onSent();
    },
  });
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} data-testid="topup-simulate">
        {translate('app.topups.simulate.button')}
      </Button>
      <Dialog open={open} onClose={action.busy ? undefined : () => setOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('app.topups.simulate.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">{translate('app.topups.simulate.body')}</Typography>
            <Alert severity="info" icon={false}>{topup.currency}</Alert>
            <TextField label={translate('app.topups.simulate.reference')} value={reference} onChange={(e) => setReference(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'simulate-reference' } }} />
            <TextField label={translate('app.topups.simulate.amount')} value={amount} onChange={(e) => setAmount(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          </Stack>
        </DialogContent>
        <DialogButtons onCancel={() => setOpen(false)} busy={action.busy} disabled={!valid} onConfirm={() => action.runNow('send')} label={translate('app.topups.simulate.submit')} testId="simulate-send" />
      </Dialog>
    </>
  );
}
