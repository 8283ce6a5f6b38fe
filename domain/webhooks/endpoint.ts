// Webhook endpoints: what an endpoint may be (a URL, the event types it wants, a description) and which addresses
// a delivery may go to. Both modes deliver only to public addresses: never to loopback, private, link-local, CGNAT,
// unique-local, multicast, unspecified or other reserved ranges, nor to IPv4-mapped or -compatible IPv6 forms
// (server-side request forgery: a test-mode endpoint is open to any new merchant, and the delivery log shows the
// answer). One exception: with WEBHOOK_LOOPBACK=on (test and development only) a test-mode endpoint may be on this
// machine. The server checks the URL's literal host here when the endpoint is saved, and the address it connects to
// (resolved, checked, pinned) at every delivery (server/lib/safe-target.ts).
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { ALL_EVENTS, isEventType } from './event-types';

export const ENDPOINT_URL_MAX = 2048;
export const ENDPOINT_DESCRIPTION_MAX = 500;
export const ENDPOINTS_PER_MODE_MAX = 16;

/** Names that always mean this machine or a private network, whatever they resolve to. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)\.?$/i;
const LOOPBACK_NAMES = /(^|\.)localhost\.?$/i;

/** Ranges of ipaddr.js that are public on the internet. */
const PUBLIC_RANGES = new Set(['unicast']);

/** IPv6 addresses that carry an IPv4 address in their last 32 bits with the first 96 bits zero (::a.b.c.d). */
function isIPv4Compatible(ip: ipaddr.IPv6): boolean {
  const parts = ip.parts;
  return parts.slice(0, 6).every((p) => p === 0) && (parts[6] !== 0 || parts[7] > 1);
}

/**
 * Whether an IP address (v4 or v6) is a public unicast address. IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible
 * (::a.b.c.d) forms are never public: a target is written in its own family.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && ((ip as ipaddr.IPv6).isIPv4MappedAddress() || isIPv4Compatible(ip as ipaddr.IPv6))) return false;
  return PUBLIC_RANGES.has(ip.range());
}

/** Whether an address is this machine's loopback (127/8 or ::1), in its own family. */
export function isLoopbackAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.parse(address).range() === 'loopback';
}

/** Whether a delivery may connect to this address: public, or loopback when that is allowed. */
export function isAllowedTarget(address: string, allowLoopback: boolean): boolean {
  return isPublicAddress(address) || (allowLoopback && isLoopbackAddress(address));
}

export type EndpointUrlIssue = 'webhook_url_invalid' | 'webhook_url_not_public' | 'webhook_url_private' | 'webhook_url_https_required';

export interface EndpointUrlRules {
  /**
   * Whether a test-mode endpoint may be on this machine (the server's WEBHOOK_LOOPBACK). The SPA does not know the
   * setting and leaves loopback to the server: it defaults to allowed in test mode, never in live mode.
   */
  allowLoopback?: boolean;
}

/**
 * What is wrong with an endpoint URL, if anything: not an absolute http(s) URL (or with a user name or password in
 * it), in live mode not https, or in either mode a host that is an address (or a local name) outside the public
 * internet. A host name is judged again after resolving, at delivery.
 */
export function endpointUrlIssue(raw: string, livemode: boolean, rules: EndpointUrlRules = {}): EndpointUrlIssue | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'webhook_url_invalid';
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.hostname === '') return 'webhook_url_invalid';
  if (livemode && url.protocol !== 'https:') return 'webhook_url_https_required';
  const loopback = !livemode && (rules.allowLoopback ?? true);
  const refused: EndpointUrlIssue = livemode ? 'webhook_url_not_public' : 'webhook_url_private';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) return isAllowedTarget(host, loopback) ? null : refused;
  if (loopback && LOOPBACK_NAMES.test(host)) return null;
  // Decimal, octal or hexadecimal IPv4 forms (http://2130706433/) that URL did not already normalise.
  if (/^[0-9.x]+$/i.test(host) || LOCAL_NAMES.test(host) || !host.includes('.')) return refused;
  return null;
}

const eventType = z.string().refine((t) => t === ALL_EVENTS || isEventType(t), 'webhook_event_unknown');

/** The body of creating or changing an endpoint; the URL's mode rules are checked with the scope's mode. */
export const endpointInputSchema = z.strictObject({
  url: z.string({ error: 'please_input' }).trim().min(1, 'please_input').max(ENDPOINT_URL_MAX, 'field_too_long'),
  enabledEvents: z.array(eventType, { error: 'webhook_events_required' }).min(1, 'webhook_events_required').max(100, 'field_too_long'),
  description: z.string().trim().max(ENDPOINT_DESCRIPTION_MAX, 'field_too_long').optional(),
});
export type EndpointInput = z.infer<typeof endpointInputSchema>;
