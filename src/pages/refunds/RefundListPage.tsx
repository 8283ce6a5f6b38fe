// /refund: the refunds list with "New refund".
import { Button } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useNavigate, useTranslate } from 'react-admin';
import { withModePrefix } from '../../../domain/routes';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { useTestMode } from '../../hooks/useTestMode';
import { refundListConfig } from './refundListConfig';

export default function RefundListPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const test = useTestMode();
  return (
    <>
      <PageHeader
        title={translate('routes.refunds')}
        subtitle={translate('app.refunds.listSubtitle')}
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => navigate(withModePrefix('/refundCreate', test))}>
            {translate('app.refunds.new')}
          </Button>
        }
      />
      <ResourceListPage config={refundListConfig} />
    </>
  );
}
