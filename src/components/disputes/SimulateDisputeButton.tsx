// Test mode, on a captured payment not disputed yet: "Simulate a dispute" asks the test card network to open one
// now with the chosen reason (a chargeback, or an inquiry), then opens it.
import { useState } from 'react';
import { Button, Dialog, DialogContent, DialogContentText, DialogTitle, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { CanAccess, useNavigate, useNotify, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { DISPUTE_REASONS, type DisputeKind, type DisputeReason } from '../../../domain/disputes/status';
import { withModePrefix } from '../../../domain/routes';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { disputeDetailPath } from '../record/paths';
import { DialogButtons } from '../DialogButtons';

export function SimulateDisputeButton({ paymentId }: { paymentId: string }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<DisputeReason>('product_not_received');
  const [kind, setKind] = useState<DisputeKind>('chargeback');
  const mutation = useMutation({
    mutationFn: () => dataProvider.openTestDispute(paymentId, { reason, kind }),
    onSuccess: (d) => {
      notify('app.disputes.simulate.done', { type: 'success' });
      setOpen(false);
      navigate(withModePrefix(disputeDetailPath(d.id), true));
    },
    onError: (e) => notify(e instanceof Error && e.message ? e.message : 'app.errors.requestFailed', { type: 'error' }),
  });
  return (
    <CanAccess resource="payments" action="dispute">
      <Button variant="outlined" size="small" onClick={() => setOpen(true)} data-testid="payment-simulate-dispute">
        {translate('app.disputes.simulate.action')}
      </Button>
      <Dialog open={open} onClose={() => (mutation.isPending ? undefined : setOpen(false))} aria-labelledby="simulate-dispute-title" fullWidth maxWidth="xs">
        <DialogTitle id="simulate-dispute-title">{translate('app.disputes.simulate.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.disputes.simulate.body')}</DialogContentText>
          <Stack spacing={2}>
            <TextField
              select
              size="small"
              label={translate('app.disputes.simulate.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value as DisputeReason)}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'simulate-reason' } as object } }}
            >
              {DISPUTE_REASONS.map((r) => (
                <MenuItem key={r} value={r} data-testid={`simulate-reason-${r}`}>{translate(`app.disputes.reasons.${r}`)}</MenuItem>
              ))}
            </TextField>
            <RadioGroup row value={kind} onChange={(e) => setKind(e.target.value as DisputeKind)} aria-label={translate('app.disputes.simulate.kind')}>
              <FormControlLabel value="chargeback" control={<Radio size="small" />} label={translate('app.disputes.kinds.chargeback')} />
              <FormControlLabel value="inquiry" control={<Radio size="small" />} label={translate('app.disputes.kinds.inquiry')} />
            </RadioGroup>
          </Stack>
        </DialogContent>
        <DialogButtons onCancel={() => setOpen(false)} busy={mutation.isPending} onConfirm={() => mutation.mutate()} label={translate('app.disputes.simulate.open')} testId="simulate-dispute-open" />
      </Dialog>
    </CanAccess>
  );
}
