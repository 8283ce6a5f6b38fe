// The signed-in merchant's test secret key for the API reference's examples: the standard test secret key in use
// (as the overview's getting-started step picks it), revealed with the test token (a test secret may be shown again;
// a live one never is).
import { useQuery } from '@tanstack/react-query';
import { gettingStartedKeys } from '../../../../domain/api-key-use';
import { useAppDataProvider } from '../../../providers/useAppDataProvider';

export function useTestSecretKey(epoch: number) {
  const dataProvider = useAppDataProvider();
  const query = useQuery({
    queryKey: ['app', 'testSecretKey', epoch],
    queryFn: async () => {
      const key = gettingStartedKeys(await dataProvider.apiKeys(true), new Date()).find((k) => k.kind === 'secret');
      return key ? (await dataProvider.revealApiKey(key.id, true)).value : null;
    },
    retry: false,
    staleTime: 5 * 60_000,
  });
  return { value: query.data ?? null, isPending: query.isPending };
}
