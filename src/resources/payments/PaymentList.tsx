// /payment (Transactions) and /dashPayment (Payments): the payments list; test mode adds "Create test payment".
import { useMemo } from 'react';
import { CanAccess } from 'react-admin';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { useCurrentRoute } from '../../hooks/useCurrentRoute';
import { useTestMode } from '../../hooks/useTestMode';
import { CreateTestPaymentButton } from './CreateTestPaymentButton';
import { paymentListStoreKey } from './listQuery';
import { paymentListConfig } from './paymentListConfig';

export default function PaymentList() {
  const test = useTestMode();
  const route = useCurrentRoute();
  const name = route?.parentMenu ?? route?.name ?? 'payments';
  const config = useMemo(() => paymentListConfig(paymentListStoreKey(name)), [name]);
  return (
    <ResourceListPage
      key={name}
      config={config}
      header={{
        title: `routes.${name}`,
        subtitle: 'app.payments.listSubtitle',
        actions: test ? (
          <CanAccess resource="payments" action="create">
            <CreateTestPaymentButton />
          </CanAccess>
        ) : undefined,
      }}
    />
  );
}
