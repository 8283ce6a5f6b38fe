// The Host header read as an authority, `name[:port]` and nothing else: a DNS name, an IPv4 address or a bracketed
// IPv6 address, then at most one port of digits. Userinfo (`a@b`), a path, a query, a fragment, a backslash,
// whitespace, percent-encoding, an empty or second port are refused, so a link is never built on what a browser would
// read as another host.
import ipaddr from 'ipaddr.js';

export interface HostAuthority {
  /** Lower-case name, an IPv4 address, or an IPv6 address without brackets. */
  name: string;
  port: number | undefined;
  ipv6: boolean;
}

const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
const DNS_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*\\.?$`, 'i');
const PORT = /^[0-9]{1,5}$/;

/** The parsed authority, or null when the value is not exactly `name[:port]`. */
export function parseHostAuthority(value: string | undefined): HostAuthority | null {
  if (!value || value.length > 260) return null;
  let name: string;
  let rest: string;
  let ipv6 = false;
  if (value.startsWith('[')) {
    const close = value.indexOf(']');
    if (close < 0) return null;
    name = value.slice(1, close);
    rest = value.slice(close + 1);
    // Zone ids (%eth0) and IPv4-embedded forms are valid IPv6 text for ipaddr.js but have no place in a link's host.
    if (!/^[0-9a-f:.]+$/i.test(name) || !ipaddr.IPv6.isValid(name)) return null;
    ipv6 = true;
    name = ipaddr.IPv6.parse(name).toString();
  } else {
    const colon = value.indexOf(':');
    name = colon < 0 ? value : value.slice(0, colon);
    rest = colon < 0 ? '' : value.slice(colon);
    if (!DNS_NAME.test(name)) return null;
    // A name whose last label is a number is an IPv4 address to a browser (WHATWG URL): only the plain dotted quad
    // is taken, never the octal, hexadecimal or short forms that would open another address than the one checked.
    const bare = name.replace(/\.$/, '');
    if (/(^|\.)(0x[0-9a-f]*|[0-9]+)$/i.test(bare) && !ipaddr.IPv4.isValidFourPartDecimal(bare)) return null;
    name = name.toLowerCase();
  }
  let port: number | undefined;
  if (rest !== '') {
    if (!rest.startsWith(':') || !PORT.test(rest.slice(1))) return null;
    port = Number(rest.slice(1));
    if (port > 65535) return null;
  }
  return { name, port, ipv6 };
}

/** The authority written back for a URL: the name (bracketed when IPv6) and the port when there is one. */
export function formatAuthority(a: Pick<HostAuthority, 'name' | 'port' | 'ipv6'>): string {
  return `${a.ipv6 ? `[${a.name}]` : a.name}${a.port === undefined ? '' : `:${a.port}`}`;
}
