// /paymentLink: the payment links of the current mode, with "New payment link" (the full-screen creation page).
import { useTranslate } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { CreateButton } from '../../components/record/CreateButton';
import { linkListConfig } from './linkListConfig';
import { useZoneLabel } from '../../components/list/ZoneNotice';

export default function PaymentLinkList() {
  const translate = useTranslate();
  const shownZone = useZoneLabel('UTC');
  return (
    <>
      <PageHeader
        title={translate('routes.paymentLinks')}
        subtitle={translate('app.paymentLinks.listSubtitle', { zone: shownZone })}
        actions={<CreateButton resource="payment-links" label="routes.newPaymentLink" testId="new-payment-link" />}
      />
      <ResourceListPage config={linkListConfig} />
    </>
  );
}
