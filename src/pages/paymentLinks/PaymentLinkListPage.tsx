// /paymentLink: the payment links of the current mode, with "New payment link" (the full-screen creation page).
import { Button } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useNavigate, useTranslate } from 'react-admin';
import { withModePrefix } from '../../../domain/routes';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { useTestMode } from '../../hooks/useTestMode';
import { linkListConfig } from './linkListConfig';

export default function PaymentLinkListPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const test = useTestMode();
  return (
    <>
      <PageHeader
        title={translate('routes.paymentLinks')}
        subtitle={translate('app.paymentLinks.listSubtitle')}
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => navigate(withModePrefix('/newPaymentLink', test))} data-testid="new-payment-link">
            {translate('routes.newPaymentLink')}
          </Button>
        }
      />
      <ResourceListPage config={linkListConfig} />
    </>
  );
}
