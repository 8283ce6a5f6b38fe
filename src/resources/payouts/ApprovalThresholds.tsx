// The payouts area's setting of dual approval (issue 29, item 3): per currency, the amount above which a payout waits
// for another member's approval. Everyone who reads payouts sees the thresholds; an owner changes them (the server
// checks the role too). The amount is typed in major units of the currency and sent in minor units.
import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoney, parseMinorUnits } from '../../../domain/currency';
import { PAYOUT_CURRENCIES } from '../../../domain/payouts/rules';
import { DetailRows } from '../../components/DetailRows';
import { formFailure } from '../../components/formErrors';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const QUERY_KEY = ['payoutApprovalThresholds'];

export function ApprovalThresholdsButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} data-testid="payout-thresholds">
        {translate('app.payouts.thresholds.open')}
      </Button>
      {open && <ApprovalThresholdsDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function ApprovalThresholdsDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const queries = useQueryClient();
  const { canAccess: owner } = useCanAccess({ resource: 'payouts', action: 'threshold' });
  const thresholds = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.approvalThresholds() });
  const [currency, setCurrency] = useState<string>('USD');
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: { currency: string; threshold: number | null }) => dataProvider.setApprovalThreshold(body.currency, body.threshold),
    onSuccess: (rows) => {
      queries.setQueryData(QUERY_KEY, rows);
      setAmountText('');
      setError(null);
      notify('app.payouts.thresholds.saved', { type: 'success' });
    },
    onError: (e) => setError(formFailure(e, ['threshold', 'currency'], translate('app.errors.requestFailed')).fieldErrors?.threshold ?? (e instanceof Error ? e.message : null)),
  });
  const submit = () => {
    const parsed = parseMinorUnits(amountText, currency);
    if (!parsed.ok || parsed.value < 0n) return setError(translate('validation.payout_threshold_invalid'));
    save.mutate({ currency, threshold: Number(parsed.value) });
    return undefined;
  };
  const rows = thresholds.data ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="payout-thresholds-title">
      <DialogTitle id="payout-thresholds-title">{translate('app.payouts.thresholds.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">{translate('app.payouts.thresholds.intro')}</Typography>
          <Box data-testid="payout-thresholds-list">
            {rows.length === 0 ? (
              <Typography variant="body2">{translate('app.payouts.thresholds.none')}</Typography>
            ) : (
              <DetailRows
                rows={rows.map((t) => ({
                  label: t.currency,
                  value: (
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
                      <span>{translate('app.payouts.thresholds.above', { amount: formatMoney(t.threshold, t.currency) })}</span>
                      {owner && (
                        <Button size="small" color="error" disabled={save.isPending} onClick={() => save.mutate({ currency: t.currency, threshold: null })}>
                          {translate('app.payouts.thresholds.remove')}
                        </Button>
                      )}
                    </Stack>
                  ),
                }))}
              />
            )}
          </Box>
          {owner ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} component="form" noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
              <TextField select label={translate('app.payouts.thresholds.currency')} value={currency} onChange={(e) => setCurrency(e.target.value)} sx={{ minWidth: 120 }}>
                {PAYOUT_CURRENCIES.map((c) => <MenuItem key={c} value={c}>{c}</MenuItem>)}
              </TextField>
              <TextField
                label={`${translate('app.payouts.thresholds.amount')} (${currency})`}
                value={amountText}
                onChange={(e) => { setAmountText(e.target.value); setError(null); }}
                error={Boolean(error)}
                helperText={error ?? ' '}
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'payout-threshold-amount' } }}
              />
              <Box>
                <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mt: { sm: 1 } }} data-testid="payout-threshold-save">
                  {translate('app.payouts.thresholds.set')}
                </Button>
              </Box>
            </Stack>
          ) : (
            <Alert severity="info">{translate('app.payouts.thresholds.ownerOnly')}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
