import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BRAND_NAME, RUSSIA_BRAND_HOSTS, RUSSIA_BRAND_NAME, SETTLEMENT_BRAND_NAME, SETTLEMENT_HOSTS, brandForHost,
  hostnameOf, isLocalHost, isTestHost, liveHostOf, type BrandConfig,
} from './brand';

describe('hostnameOf', () => {
  it('drops the port, the case and a trailing dot', () => {
    expect(hostnameOf('Dash.PayDash.com:8443')).toBe('dash.paydash.com');
    expect(hostnameOf('dash.paydash.com.')).toBe('dash.paydash.com');
    expect(hostnameOf('[::1]:5173')).toBe('::1');
    expect(hostnameOf('::1')).toBe('::1');
  });
});

describe('isTestHost and isLocalHost', () => {
  it('detects test hosts by prefix or -test. infix', () => {
    expect(isTestHost('test.paydash.com')).toBe(true);
    expect(isTestHost('dashboard-test.paydash.com:443')).toBe(true);
    expect(isTestHost('TEST.paydash.com')).toBe(true);
    expect(isTestHost('paydash.com')).toBe(false);
    expect(isTestHost('contest.paydash.com')).toBe(false);
    expect(isTestHost('latest-tests.paydash.com')).toBe(false);
  });

  it('detects local hosts', () => {
    for (const h of ['localhost', 'localhost:5173', '127.0.0.1', '127.0.0.1:8080', '127.1.2.3', '[::1]:8080', 'app.localhost', '', '0.0.0.0']) {
      expect(isLocalHost(h), h).toBe(true);
    }
    for (const h of ['paydash.com', '10.0.0.5', 'localhost.paydash.com', '128.0.0.1']) expect(isLocalHost(h), h).toBe(false);
  });
});

describe('brandForHost', () => {
  it('gives the default brand on a production host', () => {
    expect(brandForHost('dashboard.paydash.com')).toEqual({
      name: DEFAULT_BRAND_NAME, special: null, isTestHost: false, isProdHost: true, regionVariant: false,
    });
    expect(DEFAULT_BRAND_NAME).toBe('PayDash');
  });

  it('is not production on test or local hosts', () => {
    expect(brandForHost('test.paydash.com')).toMatchObject({ isTestHost: true, isProdHost: false });
    expect(brandForHost('localhost:8080')).toMatchObject({ isTestHost: false, isProdHost: false, name: DEFAULT_BRAND_NAME });
  });

  it('recognises the Russian-market and settlement hosts, live and test', () => {
    const ru = RUSSIA_BRAND_HOSTS[0];
    expect(brandForHost(ru)).toEqual({ name: RUSSIA_BRAND_NAME, special: 'russia', isTestHost: false, isProdHost: true, regionVariant: true });
    expect(brandForHost(`test.${ru}`)).toMatchObject({ special: 'russia', isTestHost: true, isProdHost: false });
    const settle = SETTLEMENT_HOSTS[0];
    expect(brandForHost(`${settle}:443`)).toMatchObject({ name: SETTLEMENT_BRAND_NAME, special: 'settlement', regionVariant: false });
    expect(brandForHost(settle.replace('.', '-test.'))).toMatchObject({ special: 'settlement', isTestHost: true });
    expect(brandForHost(`x${ru}`).special).toBeNull();
  });

  it('takes its host lists from the config', () => {
    const config: BrandConfig = {
      russiaHosts: ['ru.example'], russiaBrandName: 'RU', settlementHosts: ['s.example'], settlementBrandName: 'S',
      regionVariantHosts: ['region.example'],
    };
    expect(brandForHost('ru.example', config)).toMatchObject({ name: 'RU', special: 'russia', regionVariant: false });
    expect(brandForHost('region.example', config)).toMatchObject({ name: DEFAULT_BRAND_NAME, special: null, regionVariant: true });
    expect(brandForHost(RUSSIA_BRAND_HOSTS[0], config).special).toBeNull();
  });

  it('never calls a host both test and production, and maps a test host back to its live host', () => {
    const label = fc.stringMatching(/^[a-z0-9]{1,10}$/);
    fc.assert(fc.property(label, label, fc.constantFrom('test.', '-test.', ''), (a, b, marker) => {
      const live = `${a}.${b}.com`;
      const host = marker === 'test.' ? `test.${live}` : marker === '-test.' ? `${a}-test.${b}.com` : live;
      const brand = brandForHost(host);
      expect(brand.isTestHost && brand.isProdHost).toBe(false);
      expect(brand.isTestHost).toBe(marker !== '' || isTestHost(live));
      if (marker !== '') expect(liveHostOf(host)).toBe(live);
    }));
  });
});
