// Host-derived facts: the live site's origin for the test site, and the brand's privacy-policy address.
import { liveHostOf, type Brand } from '../../domain/brand';

/** The live site's origin for a test-site origin ('https://test.x.com:8443' -> 'https://x.com:8443'). */
export function liveOrigin(protocol: string, host: string): string {
  const port = /^[^[\]]*:(\d+)$/.exec(host)?.[1] ?? /^\[[^\]]+\]:(\d+)$/.exec(host)?.[1];
  return `${protocol}//${liveHostOf(host)}${port ? `:${port}` : ''}`;
}

/** The public sites of the brands; the privacy policy lives there, not in the dashboard. */
export const BRAND_SITES: Record<'default' | NonNullable<Brand['special']>, string> = {
  default: 'https://www.paydash.com',
  russia: 'https://www.paydash.ru',
  settlement: 'https://www.paydash.com',
};

export function privacyPolicyUrl(brand: Pick<Brand, 'special'>): string {
  return `${BRAND_SITES[brand.special ?? 'default']}/privacy`;
}
