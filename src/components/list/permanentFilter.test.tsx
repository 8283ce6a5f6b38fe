// @vitest-environment jsdom
// A list inside a record's page (a card's own authorizations, a cardholder's cards) has a permanent filter beside the
// user's: its status tabs count, and its Export exports, what the list shows, not every record of the account.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, ListContextProvider, ResourceContextProvider, useList, type ListControllerResult } from 'react-admin';
import { ExportButton } from './ExportButton';
import { StatusTabs } from './StatusTabs';

afterEach(cleanup);

const TABS = [{ label: 'All' }, { label: 'Declined', status: 'declined' }];

function CardList() {
  const list = useList({ data: [{ id: 'iauth_1' }], perPage: 25 });
  // What <ListBase filter={{ cardId }}> gives its children: the permanent filter apart from the user's filterValues.
  const value = { ...list, filter: { cardId: 'ic_1' }, filterValues: { currency: 'USD', status: 'declined' }, total: 1 } as ListControllerResult;
  return (
    <ResourceContextProvider value="issuing-authorizations">
      <ListContextProvider value={value}>
        <StatusTabs tabs={TABS} counted />
        <ExportButton resource="issuing-authorizations" />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

describe("a list's permanent filter", () => {
  it('is in the tabs’ counts and in the export', async () => {
    const listCounts = vi.fn(async () => ({ all: 3, declined: 1 }));
    const exportList = vi.fn(async (_resource: string, _query: unknown) => ({ blob: new Blob(['']), filename: 'x.csv' }));
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(
      <AdminContext dataProvider={{ listCounts, exportList } as never}>
        <CardList />
      </AdminContext>,
    );
    await waitFor(() => expect(screen.getByRole('tab', { name: 'All · 3' })).toBeTruthy());
    expect(listCounts).toHaveBeenCalledWith('issuing-authorizations', { currency: 'USD', cardId: 'ic_1' });
    fireEvent.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(exportList).toHaveBeenCalled());
    expect(JSON.stringify(exportList.mock.calls[0][1])).toContain('ic_1');
  });
});
