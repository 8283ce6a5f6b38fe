// The signed-in user in the current mode (users/query) and the issuing flag, as cached queries over the dataProvider's
// session calls (react-admin's context: a test gives its own provider).
import { useQuery } from '@tanstack/react-query';
import { knownIssuingEnabled, knownUserInfo } from '../providers/accountApi';
import { useAppDataProvider } from '../providers/useAppDataProvider';
import { sessionEpoch } from '../providers/authProvider';
import { session } from '../providers/runtime';
import { useTestMode } from './useTestMode';

export function useUserInfo() {
  const test = useTestMode();
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['app', 'userInfo', test, sessionEpoch()],
    queryFn: () => dataProvider.userInfo(test),
    // An answer already in (the start-up preload's) is used at the first render: the page draws at once.
    initialData: () => knownUserInfo(test)?.info,
    initialDataUpdatedAt: () => knownUserInfo(test)?.at,
    enabled: session.hasToken(),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useIssuingEnabled() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['app', 'issuing', sessionEpoch()],
    queryFn: () => dataProvider.issuingEnabled(),
    initialData: knownIssuingEnabled,
    enabled: session.hasToken(),
    // The call itself is made once per page load (accountApi); the query only shares its answer.
    staleTime: Infinity,
  });
}
