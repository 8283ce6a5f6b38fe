// /invoice: the invoices list with "New invoice".
import { useTranslate } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { CreateButton } from '../../components/record/CreateButton';
import { invoiceListConfig } from './invoiceListConfig';

export default function InvoiceList() {
  const translate = useTranslate();
  return (
    <>
      <PageHeader
        title={translate('routes.invoices')}
        subtitle={translate('app.invoices.listSubtitle')}
        actions={<CreateButton resource="invoices" label="app.invoices.new" testId="invoice-new" />}
      />
      <ResourceListPage config={invoiceListConfig} />
    </>
  );
}
