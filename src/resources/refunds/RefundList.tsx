// /refund: the refunds list with "New refund".
import { useTranslate } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { CreateButton } from '../../components/record/CreateButton';
import { refundListConfig } from './refundListConfig';
import { useZoneLabel } from '../../components/list/ZoneNotice';

export default function RefundList() {
  const translate = useTranslate();
  const shownZone = useZoneLabel('UTC');
  return (
    <>
      <PageHeader
        title={translate('routes.refunds')}
        subtitle={translate('app.refunds.listSubtitle', { zone: shownZone })}
        actions={<CreateButton resource="refunds" label="app.refunds.new" />}
      />
      <ResourceListPage config={refundListConfig} />
    </>
  );
}
