// /invoice: the invoices list with "New invoice".
import { useTranslate } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { CreateButton } from '../../components/record/CreateButton';
import { invoiceListConfig } from './invoiceListConfig';
import { useZoneLabel } from '../../components/list/ZoneNotice';

export default function InvoiceList() {
  const translate = useTranslate();
  const shownZone = useZoneLabel('UTC');
  return (
    <>
      <PageHeader
        title={translate('routes.invoices')}
        subtitle={translate('app.invoices.listSubtitle', { zone: shownZone })}
        actions={<CreateButton resource="invoices" label="app.invoices.new" testId="invoice-new" />}
      />
      <ResourceListPage config={invoiceListConfig} />
    </>
  );
}
