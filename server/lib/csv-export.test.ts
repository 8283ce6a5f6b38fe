import { describe, expect, it } from 'vitest';
import { coalesced, csvCell, exportFileName, isValidTimeZone, zonedTime } from './csv-export';

describe('csvCell', () => {
  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+cmd')).toBe("'+cmd");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
  });

  it('keeps plain numbers numbers and quotes by RFC 4180', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(12n)).toBe('12');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=A1,"x"')).toBe(`"'=A1,""x"""`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('zonedTime', () => {
  it('formats in the zone, including across daylight-saving changes', () => {
    const ny = zonedTime('America/New_York');
    expect(ny.format(new Date('2026-01-15T12:00:00Z'))).toBe('2026-01-15 07:00:00');
    expect(ny.format(new Date('2026-07-15T12:00:00Z'))).toBe('2026-07-15 08:00:00');
    // The spring-forward night: 06:59:59Z is 01:59:59 EST, 07:00:00Z is 03:00:00 EDT.
    expect(ny.format(new Date('2026-03-08T06:59:59Z'))).toBe('2026-03-08 01:59:59');
    expect(ny.format(new Date('2026-03-08T07:00:00Z'))).toBe('2026-03-08 03:00:00');
    expect(ny.offsetLabel(new Date('2026-07-01T00:00:00Z'))).toBe('UTC-04:00');
    const sh = zonedTime('Asia/Shanghai');
    expect(sh.format(new Date('2026-12-31T16:30:05Z'))).toBe('2027-01-01 00:30:05');
    expect(sh.offsetLabel(new Date())).toBe('UTC+08:00');
    expect(zonedTime('Asia/Kolkata').offsetLabel(new Date())).toBe('UTC+05:30');
    expect(sh.format(null)).toBe('');
  });

  it('agrees with Intl for random instants', () => {
    const zone = zonedTime('Europe/Berlin');
    const intl = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', dateStyle: 'short', timeStyle: 'medium' });
    for (let i = 0; i < 500; i++) {
      const d = new Date(Date.UTC(2020, 0, 1) + Math.floor(Math.random() * 8 * 365 * 86_400_000));
      expect(zone.format(d)).toBe(intl.format(d));
    }
  });

  it('validates zone names', () => {
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Asia/Shanghai')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('exportFileName', () => {
  it('names the resource, mode, zone and the time in that zone', () => {
    const now = new Date('2026-11-21T20:05:09Z');
    expect(exportFileName('payments', false, 'Asia/Shanghai', now, zonedTime('Asia/Shanghai').format)).toBe('payments_test_Asia-Shanghai_20261122-040509.csv');
    expect(exportFileName('refunds', true, 'UTC', now, zonedTime('UTC').format)).toBe('refunds_live_UTC_20261121-200509.csv');
  });
});

describe('coalesced', () => {
  async function pieces(parts: (string | Buffer)[], min: number): Promise<string[]> {
    const out: string[] = [];
    for await (const piece of coalesced((async function* () { yield* parts; })(), min)) out.push(piece.toString());
    return out;
  }

  it('joins parts into pieces of at least the given size, in order, the rest last', async () => {
    expect(await pieces(['ab', Buffer.from('c'), 'de', 'fghij', 'k'], 4)).toEqual(['abcde', 'fghij', 'k']);
  });

  it('passes a large part on as it is and gives nothing for nothing', async () => {
    expect(await pieces(['0123456789'], 4)).toEqual(['0123456789']);
    expect(await pieces([], 4)).toEqual([]);
  });

  it('keeps multi-byte text whole', async () => {
    expect((await pieces(['交易', '号,', '金额'], 5)).join('')).toBe('交易号,金额');
  });
});
