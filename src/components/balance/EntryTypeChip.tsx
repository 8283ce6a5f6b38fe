// A ledger entry's type as the merchant reads it (Payment, Fee, Dispute fee, Top-up...).
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LedgerEntryType } from '../../../domain/balance/rules';

export function EntryTypeChip({ type }: { type: LedgerEntryType }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" noWrap data-type={type}>
      {translate(`app.balance.entryTypes.${type}`)}
    </Typography>
  );
}
