// Secrets kept at rest encrypted (gateway credentials, TOTP secrets, webhook signing secrets): AES-256-GCM under SECRETS_KEY (configuration), a fresh
// 12-byte nonce per value and the owning row's identity as associated data, so a value copied to another account or
// mode does not open. Stored as 'v1.' + base64url(nonce | tag | ciphertext).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1.';

/** The 32-byte key from the configured text (any length: hashed to 32 bytes, so a passphrase works too). */
export function secretKeyFrom(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Outside production without SECRETS_KEY (production refuses to start without it: server/config.ts). */
const DEVELOPMENT_KEY = 'development key: set SECRETS_KEY';

/** The key of the installation: SECRETS_KEY, or the development key where it may be unset. */
export const secretsKey = (configured: string | undefined): Buffer => secretKeyFrom(configured ?? DEVELOPMENT_KEY);

export function sealSecret(key: Buffer, plaintext: string, context: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
}

/** The plaintext, or an error when the value was altered, moved to another context or sealed under another key. */
export function openSecret(key: Buffer, sealed: string, context: string): string {
  if (!sealed.startsWith(VERSION)) throw new Error('unknown sealed secret format');
  const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
