// /Customers: the customers list; /Customers?id= is one customer's show view (the route table has no separate
// detail route), keyed by the id so another customer starts afresh.
import { useTranslate } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { useSearchParam } from '../../host/host';
import CustomerShow from './CustomerShow';
import { customerListConfig } from './customerListConfig';
import { useZoneLabel } from '../../components/list/ZoneNotice';

export default function CustomerList() {
  const translate = useTranslate();
  const shownZone = useZoneLabel('UTC');
  const id = useSearchParam('id');
  if (id) return <CustomerShow key={id} />;
  return (
    <>
      <PageHeader title={translate('routes.customers')} subtitle={translate('app.customers.listSubtitle', { zone: shownZone })} />
      <ResourceListPage config={customerListConfig} />
    </>
  );
}
