// The system parameters destinations are judged by (spec section 3): BLACK_COUNTRY's paramValue and
// PAYOUT_COUNTRY's extValue, loaded from the API and kept in the app's store (local storage), so a form judges a
// beneficiary at once on the next visit and with the same rule as the server (domain/payouts/rules.ts). The store
// is emptied at sign-out with the rest of it.
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'react-admin';
import { parseBlackCountries } from '../../domain/onboarding/business';
import { parsePayoutCountries, type DestinationRules } from '../../domain/payouts/rules';
import { useAppDataProvider } from '../providers/useAppDataProvider';

/** The store keys the parameters are kept under. */
export const BLACK_COUNTRY_STORE_KEY = 'systemParams.BLACK_COUNTRY';
export const PAYOUT_COUNTRY_STORE_KEY = 'systemParams.PAYOUT_COUNTRY';

export function useDestinationRules(): { rules: DestinationRules; ready: boolean } {
  const dataProvider = useAppDataProvider();
  const [black, setBlack] = useStore<string | null>(BLACK_COUNTRY_STORE_KEY, null);
  const [payout, setPayout] = useStore<unknown>(PAYOUT_COUNTRY_STORE_KEY, null);
  const query = useQuery({
    queryKey: ['systemParams', 'BLACK_COUNTRY,PAYOUT_COUNTRY'],
    queryFn: () => dataProvider.systemParams(['BLACK_COUNTRY', 'PAYOUT_COUNTRY']),
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (!query.data) return;
    setBlack(query.data.find((p) => p.paramCode === 'BLACK_COUNTRY')?.paramValue ?? null);
    setPayout(query.data.find((p) => p.paramCode === 'PAYOUT_COUNTRY')?.extValue ?? null);
  }, [query.data, setBlack, setPayout]);
  const rules = useMemo(() => ({ blackCountries: parseBlackCountries(black), payoutCountries: parsePayoutCountries(payout) }), [black, payout]);
  return { rules, ready: query.data !== undefined || payout !== null };
}
