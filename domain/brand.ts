// Brand and environment of the host the dashboard is served from (spec sections 1, 2 and 6).
export const DEFAULT_BRAND_NAME = 'PayDash';

export type SpecialBrand = 'russia' | 'settlement';

export interface BrandConfig {
  /** Hosts of the Russian-market brand (live hosts; their test hosts match too). */
  russiaHosts: readonly string[];
  russiaBrandName: string;
  /** Hosts of the settlement brand. */
  settlementHosts: readonly string[];
  settlementBrandName: string;
  /** Hosts of the regional web variant that hides Gateway, Smart Account, All products and Account. */
  regionVariantHosts: readonly string[];
}

export const RUSSIA_BRAND_HOSTS: readonly string[] = ['dashboard.paydash.ru'];
export const RUSSIA_BRAND_NAME = 'PayDash RU';
export const SETTLEMENT_HOSTS: readonly string[] = ['settlement.paydash.com'];
export const SETTLEMENT_BRAND_NAME = 'PayDash Settlement';
/** The Russian-market site is the regional variant: those products are not offered in that market. */
export const REGION_VARIANT_HOSTS: readonly string[] = RUSSIA_BRAND_HOSTS;

export const DEFAULT_BRAND_CONFIG: BrandConfig = {
  russiaHosts: RUSSIA_BRAND_HOSTS,
  russiaBrandName: RUSSIA_BRAND_NAME,
  settlementHosts: SETTLEMENT_HOSTS,
  settlementBrandName: SETTLEMENT_BRAND_NAME,
  regionVariantHosts: REGION_VARIANT_HOSTS,
};

export interface Brand {
  name: string;
  special: SpecialBrand | null;
  isTestHost: boolean;
  isProdHost: boolean;
  regionVariant: boolean;
}

/** 'Dash.Example.com:8080' -> 'dash.example.com'; '[::1]:80' -> '::1'; a trailing dot is dropped. */
export function hostnameOf(host: string): string {
  const h = host.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(h);
  if (bracketed) return bracketed[1];
  const bare = (h.match(/:/g) ?? []).length > 1 ? h : h.replace(/:\d*$/, ''); // a bare IPv6 address keeps its colons
  return bare.replace(/\.$/, '');
}

/** A test host starts with 'test.' or contains '-test.' (e.g. test.paydash.com, dashboard-test.paydash.com). */
export function isTestHost(host: string): boolean {
  const h = hostnameOf(host);
  return h.startsWith('test.') || h.includes('-test.');
}

/** Development hosts: localhost (and *.localhost), the IPv4 loopback range, ::1; an empty host counts as local. */
export function isLocalHost(host: string): boolean {
  const h = hostnameOf(host);
  return h === '' || h === 'localhost' || h.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(h) || h === '::1' || h === '0.0.0.0';
}

/** The live host a test host stands for: 'test.x.com' -> 'x.com', 'dash-test.x.com' -> 'dash.x.com'. */
export function liveHostOf(host: string): string {
  const h = hostnameOf(host);
  return h.startsWith('test.') ? h.slice('test.'.length) : h.replace('-test.', '.');
}

const listed = (host: string, hosts: readonly string[]): boolean => {
  const candidates = [hostnameOf(host), liveHostOf(host)];
  return hosts.some((entry) => candidates.includes(hostnameOf(entry)));
};

export function brandForHost(host: string, config: BrandConfig = DEFAULT_BRAND_CONFIG): Brand {
  const special: SpecialBrand | null = listed(host, config.russiaHosts)
    ? 'russia'
    : listed(host, config.settlementHosts) ? 'settlement' : null;
  const name = special === 'russia' ? config.russiaBrandName : special === 'settlement' ? config.settlementBrandName : DEFAULT_BRAND_NAME;
  const test = isTestHost(host);
  return { name, special, isTestHost: test, isProdHost: !test && !isLocalHost(host), regionVariant: listed(host, config.regionVariantHosts) };
}
