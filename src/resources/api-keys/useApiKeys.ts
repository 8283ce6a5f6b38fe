// The API keys: the current mode's list as react-admin's getList of the resource (the keys tab and a key's page read
// the same query, which a roll or a delete refreshes), and a given mode's keys for the overview (always test keys).
import { useQuery } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import type { ApiKey } from '../../../domain/api-key-records';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { sessionEpoch } from '../../providers/authProvider';

/** A mode has a handful of keys: one page holds them all, in the server's order (publishable first, then by age). */
const ALL = { pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'ASC' as const } };

export function useKeyList() {
  return useGetList<ApiKey>('api-keys', ALL, { retry: false });
}

export function useApiKeys(test: boolean) {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['app', 'apiKeys', test, sessionEpoch()], queryFn: () => dataProvider.apiKeys(test), retry: false });
}
