// @vitest-environment jsdom
// The list's table body draws react-admin's rows as plain cells: every record a row, each shown column a cell with
// its render, the column chooser's hidden columns left out (head and body alike), a row click goes to the row's link.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminContext, ListContextProvider, ResourceContextProvider, memoryStore, useList, type RaRecord } from 'react-admin';
import { ListTable } from './ListTable';
import { FIRST_PASS_ROWS } from './ListTableBody';
import type { ListColumn } from './types';

afterEach(cleanup);

interface Row extends RaRecord {
  id: string;
  amount: number;
  name: string;
}

const rows: Row[] = [
  { id: 'r_1', amount: 1250, name: 'Ada' },
  { id: 'r_2', amount: 99, name: 'Grace' },
  { id: 'r_3', amount: 7, name: 'Linus' },
];

const columns: ListColumn<Row>[] = [
  { source: 'amount', align: 'right', render: (r) => <b>{(r.amount / 100).toFixed(2)}</b> },
  { source: 'name', label: 'Name' },
  { source: 'id' },
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Table({ data = rows }: { data?: Row[] }) {
  const list = useList<Row>({ data, perPage: 50 });
  return (
    <ResourceContextProvider value="things">
      <ListContextProvider value={list}>
        <ListTable<Row> resource="things" columns={columns} rowLink={(r) => `/things/${r.id}`} storeKey="things.table" />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

function renderTable(hidden?: string[], more: Record<string, unknown> = {}, data?: Row[]) {
  const store = memoryStore({ ...(hidden ? { 'things.table': hidden } : {}), ...more });
  return render(
    <MemoryRouter initialEntries={['/things']}>
      <AdminContext store={store}>
        <Routes>
          <Route path="/things" element={<Table data={data} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

const bodyRows = () => screen.getByRole('table').querySelectorAll('tbody tr');

describe('ListTableBody', () => {
  it('draws one row per record and one cell per column, with the column render and alignment', () => {
    renderTable();
    expect(bodyRows()).toHaveLength(3);
    const first = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    expect(first.map((c) => c.textContent)).toEqual(['12.50', 'Ada', 'r_1']);
    expect(first[0].className).toContain('MuiTableCell-alignRight');
    expect(first[1].className).toContain('column-name');
    expect(bodyRows()[1].className).toContain('RaDataTable-rowOdd');
    expect(bodyRows()[0].className).toContain('RaDataTable-clickableRow');
  });

  it('leaves out the columns the chooser hid, in the head and in the body', () => {
    renderTable(['name']);
    const head = screen.getAllByRole('columnheader').map((c) => c.textContent);
    expect(head.some((t) => t?.includes('Name'))).toBe(false);
    expect(within(bodyRows()[2] as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['0.07', 'r_3']);
  });

  it('follows the order the chooser gave the columns', () => {
    renderTable(undefined, { 'things.table_columnRanks': [2, 0, 1] });
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['r_1', '12.50', 'Ada']);
  });

  it('draws a screenful of rows first and the rest right after', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: `r_${i}`, amount: i, name: `N${i}` }));
    renderTable(undefined, {}, many);
    expect(bodyRows()).toHaveLength(FIRST_PASS_ROWS);
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
    expect(within(bodyRows()[29] as HTMLElement).getAllByRole('cell')[1].textContent).toBe('N29');
  });

  it("goes to the row's link on a click in the row", async () => {
    renderTable();
    fireEvent.click(within(bodyRows()[1] as HTMLElement).getByText('Grace'));
    expect((await screen.findByTestId('where')).textContent).toBe('/things/r_2');
  });
});
