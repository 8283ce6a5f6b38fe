// /paymentLink: the payment links of the current mode, with "New payment link" (the full-screen creation page).
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { CreateButton } from '../../components/record/CreateButton';
import { linkListConfig } from './linkListConfig';

export default function PaymentLinkList() {
  return (
    <ResourceListPage
      config={linkListConfig}
      header={{
        title: 'routes.paymentLinks',
        subtitle: 'app.paymentLinks.listSubtitle',
        actions: <CreateButton resource="payment-links" label="routes.newPaymentLink" testId="new-payment-link" />,
      }}
    />
  );
}
