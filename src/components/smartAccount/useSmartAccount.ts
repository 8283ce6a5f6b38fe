// The smart account (number, payer details, balances) for the pages that show it: one query, shared by
// /smartAccount, /account, the transfer-out form and /account/receivefunds.
import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

export const SMART_ACCOUNT_QUERY = ['smartAccount'] as const;

export function useSmartAccount() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: SMART_ACCOUNT_QUERY, queryFn: () => dataProvider.smartAccount() });
}
