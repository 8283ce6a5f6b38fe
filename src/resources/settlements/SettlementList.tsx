// /settlement: the settlement batches; /settlement?id= is one batch (keyed by the id so another starts afresh).
import { Stack } from '@mui/material';
import { CanAccess, useTranslate } from 'react-admin';
import { useSearchParam } from '../../host/host';
import SettlementShow from './SettlementShow';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { settlementListConfig } from './settlementListConfig';
import { StatementCard } from './StatementCard';

export default function SettlementList() {
  const translate = useTranslate();
  const id = useSearchParam('id');
  if (id) return <SettlementShow key={id} />;
  return (
    <>
      <PageHeader title={translate('routes.settlement')} subtitle={translate('app.settlements.listSubtitle')} />
      <Stack spacing={3}>
        <ResourceListPage config={settlementListConfig} />
        <CanAccess resource="settlements" action="reconcile">
          <StatementCard />
        </CanAccess>
      </Stack>
    </>
  );
}
