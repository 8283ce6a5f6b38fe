// The invoices list names one time zone everywhere (spec section 9: UTC+0 in lists): the subtitle, the Created
// column's header and cells, and the export, until the reader picks a zone of their own (issue 32 item 2).
import { describe, expect, it } from 'vitest';
import { formatListTime, zoneLabel } from '../../../domain/dates';
import { enMessages } from '../../i18n/full';
import type { MessageTree } from '../../i18n/messages';
import { zhMessages } from '../../i18n/zh-catalogue';
import { invoiceListConfig } from './invoiceListConfig';

function at(tree: MessageTree, key: string): string {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : '';
}
const zonesIn = (text: string) => [...new Set(text.match(/UTC(?:[+-]\d+)?/g) ?? [])];

describe('the invoices list time zone', () => {
  it('is UTC in the export, the cells, the Created header and the subtitle, in both languages', () => {
    expect(invoiceListConfig.exportTimeZone).toBe('UTC');
    expect(formatListTime('2026-11-21T20:05:09Z')).toBe('2026-11-21 20:05:09');
    const created = invoiceListConfig.columns.find((c) => c.source === 'createdAt');
    for (const tree of [enMessages, zhMessages]) {
      // Until the reader picks a zone, the header and the subtitle are filled with the list's own (ListTable, InvoiceList).
      const shown = (key: string) => at(tree, key).replace('%{zone}', zoneLabel(created!.zone ?? 'UTC'));
      expect(zonesIn(shown(created!.label!))).toEqual(['UTC']);
      expect(zonesIn(shown('app.invoices.listSubtitle'))).toEqual(['UTC']);
    }
  });
});
