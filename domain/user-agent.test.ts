import { describe, expect, it } from 'vitest';
import { parseUserAgent, userAgentLabel } from './user-agent';

// Real strings of the common browsers (their current forms).
const UA = {
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  chromeHeadless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.7339.16 Safari/537.36',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIpad: 'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsung: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36 OPR/114.0.0.0',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('parseUserAgent', () => {
  it('names the browser, its major version and the system of the common browsers', () => {
    expect(parseUserAgent(UA.chromeLinux)).toEqual({ browser: 'Chrome', version: '156', os: 'Linux' });
    expect(parseUserAgent(UA.edgeWindows)).toEqual({ browser: 'Edge', version: '131', os: 'Windows' });
    expect(parseUserAgent(UA.firefoxMac)).toEqual({ browser: 'Firefox', version: '133', os: 'macOS' });
    expect(parseUserAgent(UA.safariMac)).toEqual({ browser: 'Safari', version: '18', os: 'macOS' });
    expect(parseUserAgent(UA.safariIphone)).toEqual({ browser: 'Safari', version: '18', os: 'iOS' });
    expect(parseUserAgent(UA.chromeIpad)).toEqual({ browser: 'Chrome', version: '131', os: 'iPadOS' });
    expect(parseUserAgent(UA.chromeAndroid)).toEqual({ browser: 'Chrome', version: '131', os: 'Android' });
    expect(parseUserAgent(UA.samsung)).toEqual({ browser: 'Samsung Internet', version: '26', os: 'Android' });
    expect(parseUserAgent(UA.opera)).toEqual({ browser: 'Opera', version: '114', os: 'Windows' });
    expect(parseUserAgent(UA.chromebook)).toEqual({ browser: 'Chrome', version: '131', os: 'ChromeOS' });
    // Playwright's headless Chromium is a Chrome.
    expect(parseUserAgent(UA.chromeHeadless)).toEqual({ browser: 'Chrome', version: '140', os: 'Linux' });
  });

  it('knows no browser in other strings', () => {
    expect(parseUserAgent('curl/8.5.0')).toBeNull();
    expect(parseUserAgent('')).toBeNull();
    expect(parseUserAgent(null)).toBeNull();
  });
});

describe('userAgentLabel', () => {
  const en = (browser: string, os: string) => `${browser} on ${os}`;
  const zh = (browser: string, os: string) => `${os} 上的 ${browser}`;

  it('reads "Chrome 156 on Linux" in the language given, the browser alone without a system, the raw string when unknown', () => {
    expect(userAgentLabel(UA.chromeLinux, en)).toBe('Chrome 156 on Linux');
    expect(userAgentLabel(UA.chromeLinux, zh)).toBe('Linux 上的 Chrome 156');
    expect(userAgentLabel('Mozilla/5.0 Firefox/133.0', en)).toBe('Firefox 133');
    expect(userAgentLabel('curl/8.5.0', en)).toBe('curl/8.5.0');
    expect(userAgentLabel(null, en)).toBeNull();
  });
});
