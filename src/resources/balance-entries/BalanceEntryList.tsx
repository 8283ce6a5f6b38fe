// /balance/entries: the ledger entries behind the balance's figures (the balance page links here filtered by
// currency, availability or the reserved part).
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { parseFilterParam } from '../../components/list/listParams';
import { useSearchParam } from '../../host/host';
import { entryListConfig } from '../../components/balance/entryListConfig';

export default function BalanceEntryList() {
  const translate = useTranslate();
  const reserved = parseFilterParam(useSearchParam('filter')).reserved;
  return (
    <>
      <PageHeader title={translate('routes.balanceEntries')} subtitle={translate('app.balance.entries.subtitle')} />
      {(reserved === 'disputes' || reserved === 'disbursements' || reserved === 'payouts') && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate({ disputes: 'app.balance.entries.reservedDisputes', disbursements: 'app.balance.entries.reservedDisbursements', payouts: 'app.balance.entries.reservedPayouts' }[reserved])}
        </Alert>
      )}
      <ResourceListPage config={entryListConfig} />
    </>
  );
}
