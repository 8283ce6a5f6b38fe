// Opaque secrets (session tokens, email links, captcha ids): 256 random bits, stored only as SHA-256 hashes.
import { createHash, randomBytes } from 'node:crypto';

export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
