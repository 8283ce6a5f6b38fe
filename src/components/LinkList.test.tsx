// @vitest-environment jsdom
// LinkList: every row is a list item holding one link or button (nothing but <li> straight inside the <ul>, axe's
// `list` rule), links go to the row's address, and a picked row hands its item back.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkList } from './LinkList';

const rows = [{ id: 'a1', name: 'Ada' }, { id: 'b2', name: 'Bo' }];

afterEach(cleanup);

function onlyItemsInList(list: HTMLElement) {
  expect(list.tagName).toBe('UL');
  expect([...list.children].map((c) => c.tagName)).toEqual(rows.map(() => 'LI'));
}

describe('LinkList', () => {
  it('links each row to its address, each inside its own list item', () => {
    render(
      <TestMemoryRouter>
        <LinkList items={rows} itemKey={(r) => r.id} to={(r) => `/people/${r.id}`} rowTestId="row">
          {(r) => <span>{r.name}</span>}
        </LinkList>
      </TestMemoryRouter>,
    );
    onlyItemsInList(screen.getByRole('list'));
    const links = screen.getAllByTestId('row');
    expect(links.map((l) => [l.tagName, l.getAttribute('href'), l.textContent])).toEqual([
      ['A', '/people/a1', 'Ada'],
      ['A', '/people/b2', 'Bo'],
    ]);
    expect(within(screen.getAllByRole('listitem')[1]!).getByRole('link').textContent).toBe('Bo');
  });

  it('hands the picked row back when rows are choices', () => {
    const picked: string[] = [];
    render(
      <LinkList items={rows} itemKey={(r) => r.id} onPick={(r) => picked.push(r.id)} rowTestId="row">
        {(r) => <span>{r.name}</span>}
      </LinkList>,
    );
    onlyItemsInList(screen.getByRole('list'));
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    fireEvent.click(screen.getByText('Bo'));
    expect(picked).toEqual(['b2']);
  });
});
