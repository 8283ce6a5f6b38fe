// The list page a signed-in address opens from scratch renders its first rows with the shell, in one pass, when its
// first page is already in the query cache: this puts it there before the first render, from the answer the
// start-up preload asked for (firstRequests.ts), under react-admin's own query key.
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { getListQueryKey, takeFirstLists } from './firstRequests';

/**
 * How long a primed first page counts as fresh: the list mounting within it reads it instead of asking again (the
 * default, 0, would ask at once). Only the start-up's exact page (its query key) has this default.
 */
export const FIRST_LIST_FRESH_MS = 5_000;

/**
 * Fetches the start-up's list pages into `client` as react-admin's useGetList does: the same getList call (the http
 * client hands it the preload's answer, so nothing is asked twice) and the same result. Settles when they are in or
 * failed (a failed page is asked for again by the list, which then reports the error as usual).
 */
export function primeFirstLists(client: QueryClient, dataProvider: Pick<DataProvider, 'getList'>): Promise<void> {
  const primed = takeFirstLists().map((list) => {
    const queryKey = getListQueryKey(list);
    const { resource, params } = list;
    client.setQueryDefaults(queryKey, { staleTime: FIRST_LIST_FRESH_MS });
    return client.prefetchQuery({
      queryKey,
      queryFn: () =>
        dataProvider
          .getList(resource, { pagination: { page: params.page, perPage: params.perPage }, sort: params.sort, filter: params.filter })
          .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    });
  });
  return Promise.all(primed).then(() => undefined);
}
