// What several routes read off a request the same way: the public origin links are built on, and the language an
// answer (CSV, PDF) is written in.
import type { FastifyRequest } from 'fastify';
import { langFromAcceptLanguage, type Lang } from '../../domain/messages';
import type { Config } from '../config';

/**
 * Links (emails, pay links, PDFs) point at PUBLIC_URL when it is set. Without it they follow the request's Host,
 * which is only safe behind a proxy that fixes the Host header: production deployments should set PUBLIC_URL.
 */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL'>, request: FastifyRequest): string {
  return config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
}

/** The hosted checkout page of a token: the SPA route /pay/:token on the given origin. */
export function checkoutUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/pay/${encodeURIComponent(token)}`;
}

/** `?lang=zh…|en…` when given, else the Accept-Language header. */
export function requestLang(request: FastifyRequest, explicit: string | undefined): Lang {
  if (explicit) return explicit.toLowerCase().startsWith('zh') ? 'zh' : 'en';
  return langFromAcceptLanguage(request.headers['accept-language']);
}
