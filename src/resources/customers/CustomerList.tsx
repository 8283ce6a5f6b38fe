// /Customers: the customers list; /Customers?id= is one customer's show view (the route table has no separate
// detail route), keyed by the id so another customer starts afresh.
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { useSearchParam } from '../../host/host';
import CustomerShow from './CustomerShow';
import { customerListConfig } from './customerListConfig';

export default function CustomerList() {
  const id = useSearchParam('id');
  if (id) return <CustomerShow key={id} />;
  return <ResourceListPage config={customerListConfig} header={{ title: 'routes.customers', subtitle: 'app.customers.listSubtitle' }} />;
}
