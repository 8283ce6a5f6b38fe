// @vitest-environment jsdom
// A list's created-date filter reads its days in the zone the list shows its times in (issue 32 item 2): the list's
// own (UTC) until the reader picks a zone in /settings, the picked one after. Otherwise a row shown on 27 November in
// Tokyo time would not be found by filtering on 27 November.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, ListContextProvider, memoryStore, type ListControllerResult, type TranslationMessages } from 'react-admin';
import { setReaderZone } from '../../../domain/dates';
import { enMessages } from '../../i18n/full';
import { DateRangeFilter } from './DateRangeFilter';

afterEach(() => {
  cleanup();
  setReaderZone(null);
  vi.useRealTimers();
});

function renderFilter(filterValues: Record<string, unknown>, isPending = false) {
  const setFilters = vi.fn();
  const list = { filterValues, setFilters, isPending } as unknown as ListControllerResult;
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} i18nProvider={polyglotI18nProvider(() => enMessages as unknown as TranslationMessages, 'en')}>
        <ListContextProvider value={list}>
          <DateRangeFilter offset="Z" />
        </ListContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return setFilters;
}

const shownDays = () => [screen.getByLabelText('From'), screen.getByLabelText('To')].map((input) => (input as HTMLInputElement).value);

function pickThisMonth(setFilters: ReturnType<typeof vi.fn>) {
  fireEvent.click(screen.getByTestId('filter-date-presets'));
  fireEvent.click(screen.getByRole('menuitem', { name: 'This month' }));
  // As instants: '2026-11-01T00:00:00Z' and '2026-11-01T00:00:00.000Z' are the same filter.
  const sent = setFilters.mock.calls.at(-1)?.[0] as Record<string, string>;
  return Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, k.startsWith('created') ? new Date(v).toISOString() : v]));
}

// 20:00 UTC on 30 November is already 05:00 on 1 December in Tokyo.
const NOW = new Date('2026-11-30T20:00:00Z');
const TOKYO_27TH = { createdFrom: '2026-11-26T15:00:00.000Z', createdTo: '2026-11-27T14:59:59.999Z' };

describe("a list's created-date filter", () => {
  it('counts days in UTC until the reader picks a zone', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    expect(pickThisMonth(renderFilter({ status: 'x' }))).toEqual({ status: 'x', createdFrom: '2026-11-01T00:00:00.000Z', createdTo: '2026-11-30T23:59:59.999Z' });
    cleanup();
    renderFilter(TOKYO_27TH, true);
    expect(shownDays()).toEqual(['2026-11-26', '2026-11-27']);
  });

  it("counts days in the reader's chosen zone once they picked one: presets and the days shown", () => {
    setReaderZone('Asia/Tokyo');
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    expect(pickThisMonth(renderFilter({}))).toEqual({ createdFrom: '2026-11-30T15:00:00.000Z', createdTo: '2026-12-31T14:59:59.999Z' });
    cleanup();
    renderFilter(TOKYO_27TH, true);
    expect(shownDays()).toEqual(['2026-11-27', '2026-11-27']);
  });
});
