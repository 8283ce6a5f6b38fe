// @vitest-environment jsdom
// The report form's currency: "All currencies" is a choice shown as such (not an empty select whose label covers
// it), and it is sent as no currency.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { RaHost } from '../../host/RaHost';
import { ReportForm } from './ReportForm';

afterEach(cleanup);

const dataProvider = { userInfo: () => Promise.resolve({ timezone: 'UTC', permissions: ['*'] }) } as unknown as DataProvider;

describe('report form', () => {
  it('shows All currencies in the currency select, with its label above it', async () => {
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider}>
          <RaHost>
            <ReportForm />
          </RaHost>
        </AdminContext>
      </MemoryRouter>,
    );
    const labelOf = (c: Element) => document.getElementById(c.getAttribute('aria-labelledby') ?? '');
    const currency = await waitFor(() => {
      const found = screen.getAllByRole('combobox').find((c) => labelOf(c)?.textContent?.startsWith('app.reports.fields.currency'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(currency.textContent).toBe('app.reports.allCurrencies');
    // The label sits above the value rather than over it.
    expect(labelOf(currency)?.getAttribute('data-shrink')).toBe('true');
  });
});
