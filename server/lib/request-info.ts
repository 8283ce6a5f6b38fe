// What several routes read off a request the same way: the public origin links are built on, and the language an
// answer (CSV, PDF) is written in.
import { hostname, networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import { langFromAcceptLanguage, type Lang } from '../../domain/messages';
import type { Config } from '../config';
import { formatAuthority, parseHostAuthority } from './host-authority';

/** Whether a socket peer address is this machine (IPv4 127/8, IPv6 ::1, or IPv4 mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * The server's own names, the only Host values a link may be built on without PUBLIC_URL: localhost, the loopback
 * addresses, the machine's name and the listen address (every interface's address when listening on all of them).
 */
export function ownHostNames(listenHost: string): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '::1', hostname().toLowerCase()]);
  if (listenHost === '0.0.0.0' || listenHost === '::') {
    for (const list of Object.values(networkInterfaces())) for (const i of list ?? []) names.add(i.address.toLowerCase());
  } else {
    names.add(listenHost.toLowerCase());
  }
  return names;
}

let cachedNames: { host: string; names: Set<string> } | undefined;
function isOwnHost(listenHost: string, name: string): boolean {
  if (cachedNames?.host !== listenHost) cachedNames = { host: listenHost, names: ownHostNames(listenHost) };
  return cachedNames.names.has(name.toLowerCase());
}

/**
 * Links (emails, pay links, PDFs) point at PUBLIC_URL when it is set (production refuses to start without it).
 * Without it they follow the request's Host only when it parses as `name[:port]` (host-authority.ts) and the name is
 * this server's own; the link is then written from the parsed name and port, never from the header's text. Any other
 * Host (a poisoned reset request) gets links to localhost on the configured port, never to the name the attacker sent.
 */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const authority = parseHostAuthority(request.host);
  if (authority && isOwnHost(config.HOST ?? 'localhost', authority.name)) {
    return `${request.protocol === 'https' ? 'https' : 'http'}://${formatAuthority(authority)}`;
  }
  return `http://localhost:${config.PORT}`;
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
