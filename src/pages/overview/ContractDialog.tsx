// The contract-signing dialog: "Confirm signing" stays disabled until the agreement box is checked; confirming
// records the signature (who, when) on the server, which refuses it without agreed: true.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Contract } from '../../../domain/stats-records';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

interface ContractDialogProps {
  open: boolean;
  onClose: () => void;
  onSigned: (contract: Contract) => void;
}

export function ContractDialog({ open, onClose, onSigned }: ContractDialogProps) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const [agreed, setAgreed] = useState(false);
  const sign = useMutation({ mutationFn: () => dataProvider.signContract(agreed), onSuccess: onSigned });
  const failed = sign.error ? sign.error.message || translate('app.overview.contract.failed') : null;

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth data-testid="contract-dialog">
      <DialogTitle>{translate('app.overview.contract.title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('app.overview.contract.body')}</Typography>
        <FormControlLabel
          control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} slotProps={{ input: { 'aria-label': translate('app.overview.contract.agree') } }} />}
          label={translate('app.overview.contract.agree')}
          data-testid="contract-agree"
        />
        {failed && <Alert severity="error" sx={{ mt: 2 }}>{failed}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{translate('app.overview.contract.cancel')}</Button>
        <Button variant="contained" onClick={() => sign.mutate()} disabled={!agreed || sign.isPending} data-testid="contract-confirm">
          {translate('app.overview.contract.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
