// Currency minor units (spec section 3 table) and exact conversion between decimal strings and integer minor units.
// Money is a bigint count of minor units everywhere; floats never touch it, so ETH's 18 decimals stay exact.
import { formatNumber, groupThousands, percentChange } from './format';

export const DEFAULT_MINOR_UNIT_EXPONENT = 2;

const BY_EXPONENT: Record<number, readonly string[]> = {
  0: ['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'UGX', 'XOF', 'XAF', 'XPF', 'RWF', 'PYG', 'DJF', 'GNF', 'KMF', 'VUV', 'BIF', 'UYI'],
  3: ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'],
  4: ['CLF', 'UYW'],
  6: ['USDT', 'USDC', 'TRX'],
  8: ['BTC', 'LTC', 'XBT'],
  18: ['ETH'],
};

/** Every currency whose exponent is not the default 2. */
export const MINOR_UNIT_EXPONENTS: Readonly<Record<string, number>> = Object.freeze(
  Object.fromEntries(Object.entries(BY_EXPONENT).flatMap(([exp, codes]) => codes.map((c) => [c, Number(exp)]))),
);

/** Decimals of a currency; codes are case-insensitive and anything not in the table has 2. */
export function minorUnitExponent(currency: string): number {
  return MINOR_UNIT_EXPONENTS[currency.trim().toUpperCase()] ?? DEFAULT_MINOR_UNIT_EXPONENT;
}

export type ParseAmountResult = { ok: true; value: bigint } | { ok: false; reason: 'format' | 'decimals' };

/**
 * Reads a decimal amount such as '1234.56', '-0.5' or '1,234.56' (commas only as thousands separators) into minor
 * units. More decimals than the currency has is rejected rather than rounded, even when they are zeros: an amount
 * of '100.00' JPY is a mistake worth showing.
 */
export function parseMinorUnits(decimal: string, currency: string): ParseAmountResult {
  const m = /^([+-]?)(\d+|\d{1,3}(?:,\d{3})+)?(?:\.(\d+))?$/.exec(decimal.trim());
  if (!m || (m[2] === undefined && m[3] === undefined)) return { ok: false, reason: 'format' };
  const exp = minorUnitExponent(currency);
  const frac = m[3] ?? '';
  if (frac.length > exp) return { ok: false, reason: 'decimals' };
  const minor = BigInt((m[2] ?? '0').replace(/,/g, '') + frac.padEnd(exp, '0'));
  return { ok: true, value: m[1] === '-' ? -minor : minor };
}

/** As parseMinorUnits, throwing a RangeError on a malformed amount or too many decimals. */
export function toMinorUnits(decimal: string, currency: string): bigint {
  const result = parseMinorUnits(decimal, currency);
  if (result.ok) return result.value;
  const why = result.reason === 'decimals' ? `more than ${minorUnitExponent(currency)} decimals` : 'not a decimal amount';
  throw new RangeError(`'${decimal}' is ${why} for ${currency}`);
}

/** Accepts a bigint, a safe integer or an integer string; anything else is a RangeError. */
export function toBigIntMinor(minor: bigint | number | string): bigint {
  if (typeof minor === 'bigint') return minor;
  if (typeof minor === 'number') {
    if (!Number.isSafeInteger(minor)) throw new RangeError(`minor units must be a safe integer, got ${minor}`);
    return BigInt(minor);
  }
  if (!/^[+-]?\d+$/.test(minor.trim())) throw new RangeError(`minor units must be an integer, got '${minor}'`);
  return BigInt(minor.trim());
}

/** 123456n USD -> '1234.56'; 5n USD -> '0.05'; 100n JPY -> '100'. Always exactly the currency's decimals. */
export function fromMinorUnits(minor: bigint | number | string, currency: string): string {
  const value = toBigIntMinor(minor);
  const exp = minorUnitExponent(currency);
  const digits = (value < 0n ? -value : value).toString().padStart(exp + 1, '0');
  const int = digits.slice(0, digits.length - exp);
  const body = exp > 0 ? `${int}.${digits.slice(digits.length - exp)}` : int;
  return (value < 0n ? '-' : '') + body;
}

export interface FormatMoneyOptions {
  /** 'after' (default) gives '1,234.56 USD'; 'before' gives 'USD 1,234.56'; 'none' gives '1,234.56'. */
  code?: 'after' | 'before' | 'none';
}

/** Minor units as a display amount with thousands separators and the currency's decimals. */
export function formatMoney(minor: bigint | number | string, currency: string, options: FormatMoneyOptions = {}): string {
  const plain = fromMinorUnits(minor, currency);
  const negative = plain.startsWith('-');
  const [int, frac] = (negative ? plain.slice(1) : plain).split('.');
  const amount = `${negative ? '-' : ''}${groupThousands(int)}${frac === undefined ? '' : `.${frac}`}`;
  const code = currency.trim().toUpperCase();
  const where = options.code ?? 'after';
  return where === 'none' ? amount : where === 'before' ? `${code} ${amount}` : `${amount} ${code}`;
}

/**
 * An amount already in major units (a chart's value) shown with the currency's decimals and code: 1234.5 USD ->
 * '1,234.50 USD'; `decimals: 0` for axis ticks ('1,235 USD').
 */
export function formatMajorAmount(major: number, currency: string, options: { decimals?: number } = {}): string {
  const code = currency.trim().toUpperCase();
  return `${formatNumber(major, { decimals: options.decimals ?? minorUnitExponent(code) })} ${code}`;
}

/**
 * The percentage change of spec section 9 between two amounts of one currency, taken on major units: the spec's rule
 * for a zero base (current x 100) reads the amount as a person does, so 0 -> 6,860.94 USD is 686,094 %, not the
 * 68,609,400 % that minor units would give. Ordinary changes are the same either way.
 */
export function amountPercentChange(currentMinor: bigint | number, baseMinor: bigint | number, currency: string): number {
  const scale = 10 ** minorUnitExponent(currency);
  return percentChange(Number(currentMinor) / scale, Number(baseMinor) / scale);
}
