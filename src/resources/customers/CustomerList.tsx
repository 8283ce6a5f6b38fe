// /Customers: the customers list; /Customers?id= shows one customer (the route table has no separate detail route).
import { Button } from '@mui/material';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { useNavigate, useTranslate } from 'react-admin';
import { withModePrefix } from '../../../domain/routes';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { useSearchParam } from '../../host/host';
import { useTestMode } from '../../hooks/useTestMode';
import { pathOf } from '../../components/record/paths';
import { RecordShow } from '../../components/record/RecordView';
import { CustomerDetail } from './CustomerDetail';
import { customerListConfig } from './customerListConfig';

export default function CustomerList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const test = useTestMode();
  const id = useSearchParam('id');
  if (id) {
    return (
      <>
        <PageHeader
          title={translate('app.customers.detailTitle')}
          actions={<Button startIcon={<ArrowBackOutlined />} onClick={() => navigate(withModePrefix(pathOf('customers', 'list'), test))}>{translate('app.customers.back')}</Button>}
        />
        <RecordShow key={id}>
          <CustomerDetail />
        </RecordShow>
      </>
    );
  }
  return (
    <>
      <PageHeader title={translate('routes.customers')} subtitle={translate('app.customers.listSubtitle')} />
      <ResourceListPage config={customerListConfig} />
    </>
  );
}
