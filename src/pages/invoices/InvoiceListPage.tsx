// /invoice: the invoices list with "New invoice".
import { Button } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useNavigate, useTranslate } from 'react-admin';
import { withModePrefix } from '../../../domain/routes';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { useTestMode } from '../../hooks/useTestMode';
import { invoiceListConfig } from './invoiceListConfig';

export default function InvoiceListPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const test = useTestMode();
  return (
    <>
      <PageHeader
        title={translate('routes.invoices')}
        subtitle={translate('app.invoices.listSubtitle')}
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => navigate(withModePrefix('/invoiceCreate', test))} data-testid="invoice-new">
            {translate('app.invoices.new')}
          </Button>
        }
      />
      <ResourceListPage config={invoiceListConfig} />
    </>
  );
}
