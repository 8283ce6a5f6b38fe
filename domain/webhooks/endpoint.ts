// Webhook endpoints: what an endpoint may be (a URL, the event types it wants, a description) and which addresses
// a delivery may go to. Live mode delivers only to public addresses: never to loopback, private, link-local or other
// reserved ranges (server-side request forgery); test mode may deliver to a developer's own machine. The server
// checks the URL's literal host here when the endpoint is saved, and every address the name resolves to before each
// delivery.
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { ALL_EVENTS, isEventType } from './event-types';

export const ENDPOINT_URL_MAX = 2048;
export const ENDPOINT_DESCRIPTION_MAX = 500;
export const ENDPOINTS_PER_MODE_MAX = 16;

/** Names that always mean this machine or a private network, whatever they resolve to. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)\.?$/i;

/** Ranges of ipaddr.js that are public on the internet. */
const PUBLIC_RANGES = new Set(['unicast']);

/** Whether an IP address (v4 or v6, IPv4-mapped v6 read as v4) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return PUBLIC_RANGES.has(ip.range());
}

export type EndpointUrlIssue = 'webhook_url_invalid' | 'webhook_url_not_public' | 'webhook_url_https_required';

/**
 * What is wrong with an endpoint URL, if anything: not an absolute http(s) URL (or with a user name or password in
 * it), or in live mode not https or not a public host. A host name is judged again after resolving, at delivery.
 */
export function endpointUrlIssue(raw: string, livemode: boolean): EndpointUrlIssue | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'webhook_url_invalid';
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.hostname === '') return 'webhook_url_invalid';
  if (!livemode) return null;
  if (url.protocol !== 'https:') return 'webhook_url_https_required';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? null : 'webhook_url_not_public';
  // Decimal, octal or hexadecimal IPv4 forms (http://2130706433/) that URL did not already normalise.
  if (/^[0-9.x]+$/i.test(host) || LOCAL_NAMES.test(host) || !host.includes('.')) return 'webhook_url_not_public';
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
