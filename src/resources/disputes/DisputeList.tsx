// /disputes: the disputes list.
import { useTranslate } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { disputeListConfig } from './disputeListConfig';

export default function DisputeList() {
  const translate = useTranslate();
  return (
    <>
      <PageHeader title={translate('routes.disputes')} subtitle={translate('app.disputes.listSubtitle')} />
      <ResourceListPage config={disputeListConfig} />
    </>
  );
}
