// What the logs must never hold: sign-in tokens in query strings (direct login, reset and activation links) and the
// bind values of SQL statements (password hashes, emails, card data). The request serializer rewrites the URL, pino's
// redaction censors headers and the error fields that carry bind values, and the error serializer cuts the values
// drizzle writes into its "Failed query" message.
import { stdSerializers, type SerializedError } from 'pino';
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameters whose values are secrets or personal data. */
const SECRET_PARAMS = /^(token|code|secret|password|key|email|captchaCode|api[_-]?key|access[_-]?token|secret[_-]?key)$/i;

/** API keys (secret, publishable, restricted) and webhook signing secrets, wherever they stand in a URL. */
const KEY_IN_PATH = /\b(?:(?:sk|pk|rk)_(?:test|live)_|whsec_)[A-Za-z0-9_%+=.-]*/g;
/** In the query a base64 signing secret may also hold a raw `/`. */
const KEY_IN_QUERY = /\b(?:(?:sk|pk|rk)_(?:test|live)_|whsec_)[A-Za-z0-9_%+/=.-]*/g;
/** The checkout token of the hosted checkout's API and of its page: the token alone opens the pay page. */
const CHECKOUT_PATHS = /^(\/api\/checkout\/|\/pay\/)[^/?#]+/;

/**
 * The URL with every secret replaced: secret query values, any key or signing secret (sk_, pk_, rk_, whsec_) in the
 * path or the query, and the checkout token of /api/checkout/… and /pay/…; the rest stays for debugging.
 */
export function redactUrl(raw: string): string {
  const at = raw.indexOf('?');
  const path = (at < 0 ? raw : raw.slice(0, at)).replace(CHECKOUT_PATHS, `$1${REDACTED}`).replace(KEY_IN_PATH, REDACTED);
  const url = at < 0 ? path : `${path}${raw.slice(at).replace(KEY_IN_QUERY, REDACTED)}`;
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is kept as it is
      }
      return eq >= 0 && SECRET_PARAMS.test(decoded) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/** pino redaction paths: credentials in headers, bind values on errors and on their causes. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'err.params',
  'err.parameters',
  'err.cause.params',
  'err.cause.parameters',
  'err.cause.query',
];

const PARAMS_IN_MESSAGE = /\nparams: [\s\S]*$/;

function cut(text: string | undefined): string | undefined {
  return text?.replace(PARAMS_IN_MESSAGE, `\nparams: ${REDACTED}`);
}

/** The most of a message, stack or SQL text a log line keeps: a failed query of 10,000 rows is 2.9 MB otherwise. */
export const LOG_TEXT_MAX = 1500;

function short(text: string): string {
  return text.length <= LOG_TEXT_MAX ? text : `${text.slice(0, LOG_TEXT_MAX)}… [${text.length - LOG_TEXT_MAX} more characters cut]`;
}

/** Every string field of a serialized error (and of its causes) cut to LOG_TEXT_MAX. */
function shorten(value: unknown, depth = 0): void {
  if (!value || typeof value !== 'object' || depth > 4) return;
  const record = value as Record<string, unknown>;
  for (const [k, v] of Object.entries(record)) {
    if (typeof v === 'string') record[k] = short(v);
    else if (v && typeof v === 'object') shorten(v, depth + 1);
  }
}

/**
 * pino's error serializer, then drizzle's "params: …" tail cut from the message and the stack, and every text of
 * the error (message, stack, SQL text, causes) cut to LOG_TEXT_MAX so that no log line runs to megabytes.
 */
export function errSerializer(err: Error): SerializedError {
  const out = stdSerializers.err(err);
  out.message = cut(out.message) ?? '';
  if (out.stack) out.stack = cut(out.stack) ?? out.stack;
  shorten(out);
  // The same censoring as REDACT_PATHS, for a serializer called outside pino's redaction.
  for (const field of ['params', 'parameters'] as const) if (field in out) (out as Record<string, unknown>)[field] = REDACTED;
  return out;
}

/** Fastify's request serializer with the secret query values redacted. */
export function reqSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: short(redactUrl(request.url)),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
