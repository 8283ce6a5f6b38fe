// One place maps every error to the API's error shape { code, message, errors? }, translated by Accept-Language.
// Server faults answer a generic 500; their details go only to the log, with the request id.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageKey, langFromAcceptLanguage, translateMessage, type MessageKey } from '../../domain/messages';
import { AppError } from '../lib/errors';

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
