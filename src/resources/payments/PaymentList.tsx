// /payment (Transactions) and /dashPayment (Payments): the payments list; test mode adds "Create test payment".
import { useMemo } from 'react';
import { CanAccess, useTranslate } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { useCurrentRoute } from '../../hooks/useCurrentRoute';
import { useTestMode } from '../../hooks/useTestMode';
import { CreateTestPaymentButton } from './CreateTestPaymentButton';
import { paymentListStoreKey } from './listQuery';
import { paymentListConfig } from './paymentListConfig';
import { useZoneLabel } from '../../components/list/ZoneNotice';
import { PAYMENT_CREATED_TIMEZONE } from '../../../domain/dates';

export default function PaymentList() {
  const translate = useTranslate();
  const shownZone = useZoneLabel(PAYMENT_CREATED_TIMEZONE);
  const test = useTestMode();
  const route = useCurrentRoute();
  const name = route?.parentMenu ?? route?.name ?? 'payments';
  const config = useMemo(() => paymentListConfig(paymentListStoreKey(name)), [name]);
  return (
    <>
      <PageHeader
        title={translate(`routes.${name}`)}
        subtitle={translate('app.payments.listSubtitle', { zone: shownZone })}
        actions={
          test ? (
            <CanAccess resource="payments" action="create">
              <CreateTestPaymentButton />
            </CanAccess>
          ) : undefined
        }
      />
      <ResourceListPage key={name} config={config} />
    </>
  );
}
