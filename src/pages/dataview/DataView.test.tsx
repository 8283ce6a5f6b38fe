// @vitest-environment jsdom
// The data view's Custom period: choosing it shows neither the red "choose both dates" under untouched date fields
// nor the figures and range line of the period before, only a hint; a date field left empty then says so, and with
// both dates the figures of the custom range come back (the query waits for them).
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { StatsQueryInput } from '../../../domain/periods';
import type { SeriesStats } from '../../../domain/stats-records';
import { DataView } from './DataView';

afterEach(cleanup);

const asked: StatsQueryInput[] = [];
const answer = (q: StatsQueryInput): SeriesStats => ({
  period: q.period ?? 'last7Days',
  comparison: q.comparison ?? 'none',
  granularity: q.granularity ?? 'daily',
  tz: 'UTC',
  range: q.period === 'custom' ? { start: `${q.from}T00:00:00Z`, end: `${q.to}T23:59:59Z` } : { start: '2026-11-19T00:00:00Z', end: '2026-11-25T23:59:59Z' },
  comparisonRange: null,
  currencies: [],
});
const dataProvider = {
  seriesStats: (q: StatsQueryInput) => {
    asked.push(q);
    return Promise.resolve(answer(q));
  },
} as unknown as DataProvider;

function renderView() {
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider}>
        <DataView />
      </AdminContext>
    </MemoryRouter>,
  );
}

const REQUIRED = 'validation.stats_custom_range_required';

async function choose(testId: string, option: string) {
  const select = screen.getByTestId(testId).parentElement!.querySelector('[role="combobox"]')!;
  fireEvent.mouseDown(select);
  fireEvent.click(within(await screen.findByRole('listbox')).getByTestId(`option-${option}`));
}

describe('data view, custom period', () => {
  it('asks for the dates without an error or the last period range, and names an empty date field once it was left', async () => {
    renderView();
    expect(await screen.findByTestId('dataview-range')).toBeTruthy();

    await choose('dataview-period', 'custom');
    expect(screen.queryByText(REQUIRED)).toBeNull();
    expect(screen.queryByTestId('dataview-range')).toBeNull();
    expect(screen.getByTestId('dataview-choose-dates').textContent).toBe('app.dataview.chooseDates');

    // A date field left empty says so.
    const field = await screen.findByTestId('dataview-from', {}, { timeout: 20_000 });
    const year = within(field).getByRole('spinbutton', { name: 'Year' });
    act(() => {
      fireEvent.focusIn(year);
      fireEvent.focusOut(year);
    });
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(1));
    expect(asked.every((q) => q.period !== 'custom')).toBe(true);
  }, 30_000);
});
