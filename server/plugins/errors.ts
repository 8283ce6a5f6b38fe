// One place maps every error to the API's error shape { code, message, errors? }, translated by Accept-Language.
// Server faults answer a generic 500; their details go only to the log, with the request id.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageKey, langFromAcceptLanguage, translateMessage, type MessageKey } from '../../domain/messages';
import { AppError } from '../lib/errors';
import { dataErrorColumn } from '../lib/db-error-field';

export interface ErrorBody {
  code: number;
  message: string;
  errors?: Record<string, string>;
  requestId?: string;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey | string,
  errors?: Record<string, string>,
) {
  const lang = langFromAcceptLanguage(request.headers['accept-language']);
  const body: ErrorBody = { code: status, message: translateMessage(key, lang) };
  if (errors) body.errors = Object.fromEntries(Object.entries(errors).map(([f, k]) => [f, translateMessage(k, lang)]));
  if (status >= 500) body.requestId = request.id;
  return reply.status(status).send(body);
}

/** Turns a zod issue message into a message key: our schemas carry keys; zod's own defaults become generic keys. */
function issueKey(message: string | undefined): string {
  if (message && isMessageKey(message)) return message;
  if (message && /received undefined|required/i.test(message)) return 'field_required';
  return 'field_invalid';
}

const fastifyCodes: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

/**
 * PostgreSQL's "data exception" class (22xxx: a date out of range, a number too large, text it cannot store) and
 * not-null/check violations are caused by input a schema let through: a 400, never a 500. A safety net behind the
 * schemas and the input guard, which name the field; the statement is still logged for the missing check.
 */
function dataException(error: unknown): { field?: string } | null {
  for (let e = error as { code?: unknown; cause?: unknown; column?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^(22[0-9A-Z]{3}|23502|23514)$/.test(e.code)) {
      // PostgreSQL names the column for some of them (a missing value); for a value too long or out of range the
      // failed statement tells which bind value it was (db-error-field.ts). The API names fields in camelCase.
      const column = typeof e.column === 'string' && /^[a-z][a-z0-9_]*$/.test(e.column) ? e.column : dataErrorColumn(error);
      return { field: column?.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) };
    }
  }
  return null;
}

/** busboy's and @fastify/multipart's complaints about a broken multipart body (no status code of their own). */
function isMalformedMultipart(error: FastifyError, request: FastifyRequest): boolean {
  const multipart = String(request.headers['content-type'] ?? '').startsWith('multipart/');
  // A body that ends inside a part: the file stream closes before its boundary.
  if (multipart && error.code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  return (
    /^FST_(INVALID_MULTIPART_CONTENT_TYPE|PARTS_LIMIT|FILES_LIMIT|FIELDS_LIMIT|PROTO_VIOLATION)$/.test(error.code ?? '') ||
    /Unexpected end of (form|multipart)|Malformed (part|content)|Boundary not found|Multipart: /i.test(error.message)
  );
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return sendError(request, reply, error.statusCode, error.messageKey, error.errors);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string> = {};
        for (const v of error.validation) {
          const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(error.validationContext ?? 'body');
          errors[field] ??= issueKey(v.message);
        }
        return sendError(request, reply, 400, 'validation_failed', errors);
      }
      if (error.code && fastifyCodes[error.code]) {
        return sendError(request, reply, error.statusCode ?? 400, fastifyCodes[error.code]);
      }
      if (error.statusCode === 429) return sendError(request, reply, 429, 'too_many_requests');
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') return sendError(request, reply, 413, 'body_too_large');
      if (isMalformedMultipart(error, request)) return sendError(request, reply, 400, 'multipart_invalid', { body: 'multipart_invalid' });
      const data = dataException(error);
      if (data) {
        request.log.warn({ err: error }, 'input reached the database unchecked');
        return sendError(request, reply, 400, 'value_out_of_range', data.field ? { [data.field]: 'value_out_of_range' } : undefined);
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        request.log.info({ err: error }, 'client error');
        return sendError(request, reply, error.statusCode, 'bad_request');
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(request, reply, 500, 'internal_error');
    });
  },
  { name: 'errors' },
);
