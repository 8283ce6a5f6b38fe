// The Transactions tab of /issuing: captured purchases and their refunds, and the refresh tip of spec section 8.
import { useMemo } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { transactionListConfig } from '../../components/issuing/authorizationListConfig';
import { RefreshTip } from '../../components/list/RefreshTip';
import { ResourceListPage } from '../../components/list/ResourceListPage';

export default function TransactionList() {
  const translate = useTranslate();
  const config = useMemo(() => transactionListConfig(), []);
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{translate('app.issuing.transactionsSubtitle')}</Typography>
      <ResourceListPage config={config} before={<RefreshTip />} />
    </Stack>
  );
}
