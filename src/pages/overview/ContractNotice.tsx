// The contract's state on the overview: a call to sign (opening the dialog) while unsigned, then who signed it
// and when. The dialog is not forced open: it would cover the page every other flow lands on.
import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { formatZonedTime } from '../../../domain/dates';
import { useUserInfo } from '../../hooks/useAccount';
import { sessionEpoch } from '../../providers/authProvider';
import { ContractDialog } from './ContractDialog';
import type { Contract } from '../../../domain/stats-records';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

export function ContractNotice() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const { data: user } = useUserInfo();
  const key = ['overview', 'contract', sessionEpoch()];
  const contract = useQuery({ queryKey: key, queryFn: dataProvider.contract, retry: false });
  const [open, setOpen] = useState(false);
  if (!contract.data) return null;

  const signed = (c: Contract) => {
    client.setQueryData(key, c);
    setOpen(false);
    notify('app.overview.contract.done', { type: 'success' });
  };
  const c = contract.data;
  return (
    <>
      {c.signed ? (
        <Alert severity="success" variant="outlined" sx={{ mb: 3 }} data-testid="contract-signed">
          {translate('app.overview.contract.signedBy', {
            name: c.signerName ?? c.signerEmail ?? '--',
            date: formatZonedTime(c.signedAt, user?.timezone, 'YYYY-MM-DD HH:mm'),
          })}
        </Alert>
      ) : (
        <Alert
          severity="warning" sx={{ mb: 3 }} data-testid="contract-unsigned"
          action={<Button color="inherit" size="small" onClick={() => setOpen(true)} data-testid="contract-open">{translate('app.overview.contract.open')}</Button>}
        >
          {translate('app.overview.contract.banner')}
        </Alert>
      )}
      {open && <ContractDialog open onClose={() => setOpen(false)} onSigned={signed} />}
    </>
  );
}
