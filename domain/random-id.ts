// Random ids as the spec gives them: 16 characters drawn from the 62 alphanumerics, from a CSPRNG.
export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomId(length = 16): string {
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 62).
  const limit = 256 - (256 % ALPHABET.length);
  let out = '';
  while (out.length < length) {
    // getRandomValues fills at most 65,536 bytes a call.
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(Math.min((length - out.length) * 2, 65_536)));
    for (const b of bytes) {
      if (b < limit && out.length < length) out += ALPHABET[b % ALPHABET.length];
    }
  }
  return out;
}

/** A prefixed object id such as `acct_…`, `usr_…`: the prefix tells what kind of object it is. */
export function objectId(prefix: string): string {
  return `${prefix}_${randomId()}`;
}

/** The Idempotency-Key of one user attempt: a double click replays the first answer instead of moving money twice. */
export const idempotencyKey = (): string => randomId(32);
