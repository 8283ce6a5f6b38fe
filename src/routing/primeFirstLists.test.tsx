// @vitest-environment jsdom
// The start-up's list page is put in the query cache under react-admin's own key: a list asking for that page
// renders its rows at once and asks nothing more; anything else it asks for goes to the data provider as usual.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoreAdminContext, useGetList, type DataProvider } from 'react-admin';
import { createQueryClient } from '../providers/queryClient';
import { rememberFirstLists, takeFirstLists, type FirstList } from './firstRequests';
import { primeFirstLists } from './primeFirstLists';

afterEach(cleanup);

const first: FirstList = { resource: 'payments', params: { page: 1, perPage: 25, sort: { field: 'createdAt', order: 'DESC' }, filter: {} } };

function provider() {
  const getList = vi.fn((_resource: string, params: { filter: Record<string, unknown> }) =>
    Promise.resolve({ data: [{ id: params.filter.status ? 'pay_failed' : 'pay_1' }], total: 1 }),
  );
  return { getList } as unknown as DataProvider & { getList: typeof getList };
}

function Rows({ filter = {} }: { filter?: Record<string, unknown> }) {
  const { data, isPending } = useGetList('payments', { pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter });
  return <p data-testid="rows">{isPending ? 'pending' : data?.map((r) => r.id).join(',')}</p>;
}

describe('primeFirstLists', () => {
  it("gives react-admin's list query its first page before the first render, asked for once", async () => {
    const dataProvider = provider();
    const client = createQueryClient();
    rememberFirstLists([first]);
    await primeFirstLists(client, dataProvider);
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
    render(
      <CoreAdminContext dataProvider={dataProvider} queryClient={client}>
        <Rows />
      </CoreAdminContext>,
    );
    // The first render already has the rows.
    expect(screen.getByTestId('rows').textContent).toBe('pay_1');
    await new Promise((r) => setTimeout(r, 20));
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
  });

  it('hands the lists over once, and leaves other pages of the list to the data provider', async () => {
    const dataProvider = provider();
    const client = createQueryClient();
    rememberFirstLists([first]);
    await primeFirstLists(client, dataProvider);
    expect(takeFirstLists()).toEqual([]);
    await primeFirstLists(client, dataProvider);
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
    render(
      <CoreAdminContext dataProvider={dataProvider} queryClient={client}>
        <Rows filter={{ status: 'failed' }} />
      </CoreAdminContext>,
    );
    expect(screen.getByTestId('rows').textContent).toBe('pending');
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('pay_failed'));
    expect(dataProvider.getList).toHaveBeenCalledTimes(2);
  });
});
