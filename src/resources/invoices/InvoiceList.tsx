// /invoice: the invoices list with "New invoice".
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { CreateButton } from '../../components/record/CreateButton';
import { invoiceListConfig } from './invoiceListConfig';

export default function InvoiceList() {
  return (
    <ResourceListPage
      config={invoiceListConfig}
      header={{ title: 'routes.invoices', subtitle: 'app.invoices.listSubtitle', actions: <CreateButton resource="invoices" label="app.invoices.new" testId="invoice-new" /> }}
    />
  );
}
