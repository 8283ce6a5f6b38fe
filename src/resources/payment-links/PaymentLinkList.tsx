// /paymentLink: the payment links of the current mode, with "New payment link" (the full-screen creation page).
import { useTranslate } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { CreateButton } from '../../components/record/CreateButton';
import { linkListConfig } from './linkListConfig';

export default function PaymentLinkList() {
  const translate = useTranslate();
  return (
    <>
      <PageHeader
        title={translate('routes.paymentLinks')}
        subtitle={translate('app.paymentLinks.listSubtitle')}
        actions={<CreateButton resource="payment-links" label="routes.newPaymentLink" testId="new-payment-link" />}
      />
      <ResourceListPage config={linkListConfig} />
    </>
  );
}
