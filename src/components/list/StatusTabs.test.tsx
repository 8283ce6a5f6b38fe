// @vitest-environment jsdom
// The status tabs' counts answer the list's whole filter without its status: the filter values and the list's own
// permanent filter (/seo lists the SEO requests only, so its tabs count those, not the website briefs too).
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, ListContextProvider, ResourceContextProvider, memoryStore, useList, type DataProvider, type RaRecord } from 'react-admin';
import { StatusTabs } from './StatusTabs';

afterEach(cleanup);

const TABS = [{ label: 'all' }, { label: 'submitted', status: 'submitted' }, { label: 'delivered', status: 'delivered' }];

function Tabs({ permanentFilter }: { permanentFilter?: Record<string, unknown> }) {
  const list = useList<RaRecord>({ data: [] });
  return (
    <ResourceContextProvider value="service-requests">
      <ListContextProvider value={{ ...list, filterValues: { q: 'shop', status: 'delivered' }, filter: permanentFilter }}>
        <StatusTabs tabs={TABS} counted />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

function renderTabs(permanentFilter?: Record<string, unknown>) {
  const listCounts = vi.fn(async () => ({ all: 3, submitted: 1, delivered: 2 }));
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} dataProvider={{ listCounts } as unknown as DataProvider}>
        <Tabs permanentFilter={permanentFilter} />
      </AdminContext>
    </MemoryRouter>,
  );
  return listCounts;
}

describe('StatusTabs', () => {
  it('counts with the filter values and the permanent filter, without the status', async () => {
    const listCounts = renderTabs({ kind: 'seo' });
    await waitFor(() => expect(listCounts).toHaveBeenCalled());
    expect(listCounts).toHaveBeenCalledWith('service-requests', { q: 'shop', kind: 'seo' });
  });

  it('counts with the filter values alone when the list has no permanent filter', async () => {
    const listCounts = renderTabs();
    await waitFor(() => expect(listCounts).toHaveBeenCalled());
    expect(listCounts).toHaveBeenCalledWith('service-requests', { q: 'shop' });
  });
});
