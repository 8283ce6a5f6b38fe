// @vitest-environment jsdom
// A list's time column says in its header which zone its times are shown in (issue 32 item 2): the spec's own until
// the reader picks a zone in /settings ('Created (UTC+8)' on payments, 'Initiated (UTC)' elsewhere), the picked one
// after, in every list alike (ListTable fills the label's %{zone}).
import { cleanup, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, ListContextProvider, ResourceContextProvider, memoryStore, useList, type RaRecord, type TranslationMessages } from 'react-admin';
import { PAYMENT_CREATED_TIMEZONE, setReaderZone } from '../../../domain/dates';
import { enMessages } from '../../i18n/full';
import { zhMessages } from '../../i18n/zh-catalogue';
import { ListTable } from './ListTable';
import type { ListColumn } from './types';

afterEach(() => {
  cleanup();
  setReaderZone(null);
});

const columns: ListColumn[] = [
  { source: 'createdAt', label: 'app.payments.createdTime', zone: PAYMENT_CREATED_TIMEZONE },
  { source: 'updatedAt', label: 'app.refunds.initiatedTime' },
];

function Table() {
  const list = useList<RaRecord>({ data: [{ id: 'r_1', createdAt: '2026-11-21T10:00:00Z', updatedAt: '2026-11-21T10:00:00Z' }], perPage: 10 });
  return (
    <ResourceContextProvider value="things">
      <ListContextProvider value={list}>
        <ListTable resource="things" columns={columns} storeKey="things.table" />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

function headers(locale: 'en' | 'zh_CN' = 'en'): string[] {
  const messages = (locale === 'en' ? enMessages : zhMessages) as unknown as TranslationMessages;
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} i18nProvider={polyglotI18nProvider(() => messages, locale)}>
        <Table />
      </AdminContext>
    </MemoryRouter>,
  );
  return screen.getAllByRole('columnheader').map((th) => th.textContent ?? '');
}

describe("a list's time headers", () => {
  it('name the spec’s zones until the reader picks one', () => {
    expect(headers()).toEqual(['Created (UTC+8)', 'Initiated (UTC)']);
  });

  it('name the picked zone once the reader picked one, in both languages', () => {
    setReaderZone('Asia/Tokyo');
    expect(headers()).toEqual(['Created (UTC+9)', 'Initiated (UTC+9)']);
    cleanup();
    expect(headers('zh_CN')).toEqual(['创建时间 (UTC+9)', '发起时间 (UTC+9)']);
  });
});
