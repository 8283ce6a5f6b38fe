// The mode's API keys for the Developers page (and the overview's test keys): one query per mode and session.
import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { sessionEpoch } from '../../providers/authProvider';

export function useApiKeys(test: boolean) {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['app', 'apiKeys', test, sessionEpoch()], queryFn: () => dataProvider.apiKeys(test), retry: false });
}
