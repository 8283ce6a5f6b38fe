// Where a webhook delivery may connect: the host is resolved (by an injectable resolver: tests use a stub, no
// traffic leaves the machine), every address it resolves to is checked (domain/webhooks/endpoint.ts), and the
// connection goes to the address that was checked, through Node's `lookup` hook: nothing resolves the name again
// between the check and the connect, so a name that points at loopback, or changes its answer (DNS rebinding), is
// refused. An address written in the URL is checked as it is, without a lookup.
import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isAllowedTarget } from '../../domain/webhooks/endpoint';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to its addresses (dns.lookup by default, which reads /etc/hosts as the system does). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export interface TargetRules {
  /** Loopback allowed (WEBHOOK_LOOPBACK=on, test mode only). */
  allowLoopback: boolean;
  resolve?: Resolver;
}

export class NotPublicAddress extends Error {
  constructor(readonly address: string) {
    super(`refused: ${address} is not a public address`);
  }
}

/** The address a connection to `hostname` may use, or a NotPublicAddress error when any answer is not allowed. */
export async function checkedAddress(hostname: string, rules: TargetRules): Promise<ResolvedAddress> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family !== 0) {
    if (!isAllowedTarget(bare, rules.allowLoopback)) throw new NotPublicAddress(bare);
    return { address: bare, family };
  }
  const list = await (rules.resolve ?? systemResolver)(bare);
  // Every answer must be allowed: a name with one public and one private address is refused as a whole.
  const bad = list.find((a) => !isAllowedTarget(a.address, rules.allowLoopback));
  if (bad || list.length === 0) throw new NotPublicAddress(bad?.address ?? bare);
  return list[0]!;
}

/**
 * A `lookup` for http.request that answers with the one address checked for this connection (pinned): Node
 * connects to exactly what it returns.
 */
export function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    } else {
      callback(null, pinned.address, pinned.family);
    }
  };
}
