// The customer's show view at /Customers?id= (the spec gives one customer no address of its own: the list view
// renders this when the address names one): react-admin's ShowBase through <RecordShow>, a way back to the list,
// and the customer's contact, totals and settle records.
import { Button } from '@mui/material';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { useNavigate, useTranslate } from 'react-admin';
import { withModePrefix } from '../../../domain/routes';
import { PageHeader } from '../../components/PageHeader';
import { pathOf } from '../../components/record/paths';
import { RecordShow } from '../../components/record/RecordView';
import { useTestMode } from '../../hooks/useTestMode';
import { CustomerDetail } from './CustomerDetail';

export default function CustomerShow() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const test = useTestMode();
  return (
    <>
      <PageHeader
        title={translate('app.customers.detailTitle')}
        actions={<Button startIcon={<ArrowBackOutlined />} onClick={() => navigate(withModePrefix(pathOf('customers', 'list'), test))}>{translate('app.customers.back')}</Button>}
      />
      <RecordShow>
        <CustomerDetail />
      </RecordShow>
    </>
  );
}
