// The card brands of the current mode, as /settingspayments edits them and /gateway shows them: one query key, so a
// save on one page is what the other reads.
import { useQuery } from '@tanstack/react-query';
import { sessionEpoch } from '../providers/authProvider';
import { useAppDataProvider } from '../providers/useAppDataProvider';

export const paymentMethodsKey = (test: boolean) => ['app', 'paymentMethods', test, sessionEpoch()];

export function usePaymentMethods(test: boolean) {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: paymentMethodsKey(test), queryFn: () => dataProvider.paymentMethods(), retry: false });
}
