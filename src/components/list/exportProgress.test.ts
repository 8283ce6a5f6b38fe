import { describe, expect, it } from 'vitest';
import { countLineBreaks, exportQuery, formatBytes, progressFraction, rowsReceived } from './exportProgress';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('export progress', () => {
  it('counts rows after the header line, capped at the total', () => {
    const chunk = bytes('\uFEFFTransaction ID,Created\r\npi_1,2026\r\npi_2,2026\r\n');
    expect(countLineBreaks(chunk)).toBe(3);
    expect(rowsReceived(3)).toBe(2);
    expect(rowsReceived(1)).toBe(0);
    expect(rowsReceived(10, 3)).toBe(3);
  });

  it('is a fraction of X-Total-Count, unknown before the headers, done at once when empty', () => {
    expect(progressFraction({ bytes: 100, rows: 25 })).toBeUndefined();
    expect(progressFraction({ bytes: 100, rows: 25, totalRows: 100 })).toBe(0.25);
    expect(progressFraction({ bytes: 100, rows: 120, totalRows: 100 })).toBe(1);
    expect(progressFraction({ bytes: 10, rows: 0, totalRows: 0 })).toBe(1);
    expect(progressFraction({ bytes: 10, rows: 0, totalRows: Number.NaN })).toBeUndefined();
  });

  it('sends the current filter, time zone and language', () => {
    expect(exportQuery({ transactionId: 'pi_1' }, 'UTC', 'zh_CN')).toEqual({ filter: '{"transactionId":"pi_1"}', lang: 'zh-CN', tz: 'UTC' });
    expect(exportQuery({}, undefined, 'en')).toEqual({ filter: '{}', lang: 'en' });
  });

  it('formats byte counts', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
