// Number formatting and payload clean-up of spec sections 5 and 9, plus the dashboard's percentage-change rule.
// Numbers are handled as decimal strings so that rounding follows the digits a person sees, not binary floats.

export interface FormatNumberOptions {
  /** Fixed number of decimals, rounded half away from zero; absent keeps the value's own decimals. */
  decimals?: number;
  /** How an empty value (null, undefined, '', not a number) is shown: as zero (default) or blank. */
  emptyAs?: '0' | '';
}

/** '1234567' -> '1,234,567' (digits only, no sign); leading zeros are dropped. */
export function groupThousands(intDigits: string): string {
  const trimmed = intDigits.replace(/^0+(?=\d)/, '');
  return trimmed.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The plain decimal digits of a finite number, expanding exponent notation (1e21, 1e-7). */
function plainDecimal(n: number): string {
  const text = String(n);
  const e = text.toLowerCase().indexOf('e');
  if (e < 0) return text;
  const negative = text.startsWith('-');
  const [intPart, fracPart = ''] = text.slice(negative ? 1 : 0, e).split('.');
  const digits = intPart + fracPart;
  const point = intPart.length + Number(text.slice(e + 1));
  const body =
    point <= 0 ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return (negative ? '-' : '') + body;
}

interface Decimal { negative: boolean; int: string; frac: string }

/** Reads a number, bigint or numeric string (commas allowed, so formatting twice changes nothing). */
function toDecimal(value: unknown): Decimal | null {
  let text: string;
  if (typeof value === 'bigint') text = value.toString();
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = plainDecimal(value);
  } else if (typeof value === 'string') text = value.trim().replace(/,/g, '');
  else return null;
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  return { negative: m[1] === '-', int: m[2] || '0', frac: m[3] ?? '' };
}

function roundDecimal(d: Decimal, decimals: number): Decimal {
  const kept = BigInt(d.int + d.frac.padEnd(decimals, '0').slice(0, decimals));
  const scaled = (d.frac[decimals] ?? '0') >= '5' ? kept + 1n : kept;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  return { negative: d.negative, int: digits.slice(0, digits.length - decimals), frac: digits.slice(digits.length - decimals) };
}

/** '1234.5' -> '1,234.5'; with decimals: 2 -> '1,234.50'. Never shows '-0'. */
export function formatNumber(value: number | bigint | string | null | undefined, options: FormatNumberOptions = {}): string {
  const { decimals, emptyAs = '0' } = options;
  if (decimals !== undefined && (!Number.isInteger(decimals) || decimals < 0 || decimals > 100)) {
    throw new RangeError(`decimals must be an integer from 0 to 100, got ${decimals}`);
  }
  let d = toDecimal(value);
  if (!d) {
    if (emptyAs === '') return '';
    d = { negative: false, int: '0', frac: '' };
  }
  if (decimals !== undefined) d = roundDecimal(d, decimals);
  const isZero = /^0*$/.test(d.int) && /^0*$/.test(d.frac);
  const sign = d.negative && !isZero ? '-' : '';
  return `${sign}${groupThousands(d.int)}${d.frac ? `.${d.frac}` : ''}`;
}

/** A payload with every '' (at any depth) replaced by null. */
export type EmptyStringsToNull<T> = T extends string
  ? T | null
  : T extends readonly (infer U)[]
    ? EmptyStringsToNull<U>[]
    : T extends Date
      ? T
      : T extends object
        ? { [K in keyof T]: EmptyStringsToNull<T[K]> }
        : T;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && [Object.prototype, null].includes(Object.getPrototypeOf(v));

/** Converts empty strings to null through arrays and plain objects, without touching the input. */
export function emptyStringsToNull<T>(payload: T): EmptyStringsToNull<T> {
  const walk = (v: unknown): unknown => {
    if (v === '') return null;
    if (Array.isArray(v)) return v.map(walk);
    if (isPlainObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(payload) as EmptyStringsToNull<T>;
}

/**
 * Percentage change of spec section 9, exactly as written there:
 * - base 0: current * 100 (from 0 to 5 reads 500, not infinity);
 * - current 0 (base not 0): -base * 100 (from 5 to 0 reads -500, not -100);
 * - otherwise the ordinary change (current - base) / base * 100, e.g. 80 -> 100 is 25 and 100 -> 80 is -20.
 * Both zero gives 0. The result is never -0.
 */
export function percentChange(current: number, base: number): number {
  let result: number;
  if (base === 0) result = current * 100;
  else if (current === 0) result = -base * 100;
  else result = ((current - base) / base) * 100;
  return result === 0 ? 0 : result;
}
