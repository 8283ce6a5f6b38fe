// The edge between the database's bigint minor units and the API's JSON numbers: exact, or a loud failure.
// Amounts are capped far below 2^53 on the way in, so only corrupt data or absurd sums could ever trip the guard.

/** A bigint (or the numeric string PostgreSQL gives for sums) as a JS number; throws rather than lose precision. */
export function toSafeNumber(value: bigint | string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const big = typeof value === 'bigint' ? value : BigInt(typeof value === 'number' ? Math.trunc(value) : value.split('.')[0]);
  if (big > BigInt(Number.MAX_SAFE_INTEGER) || big < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`A money value of ${big} minor units is beyond the API's exact range`);
  }
  return Number(big);
}
