// What one page load costs in the browser, read from Chromium's own network events (CDP): requests, bytes over the
// wire (compressed, headers included) and decoded, JavaScript apart; and the time until a selector is visible.
import type { BrowserContext, Page } from '@playwright/test';

export interface Traffic {
  requests: number;
  wireBytes: number;
  decodedBytes: number;
  jsRequests: number;
  jsWireBytes: number;
  jsDecodedBytes: number;
}

/** Starts recording `page`'s traffic with the browser cache disabled; the returned function stops and sums it. */
export async function recordTraffic(context: BrowserContext, page: Page): Promise<() => Promise<Traffic>> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const isJs = new Map<string, boolean>();
  const decoded = new Map<string, number>();
  const t: Traffic = { requests: 0, wireBytes: 0, decodedBytes: 0, jsRequests: 0, jsWireBytes: 0, jsDecodedBytes: 0 };
  cdp.on('Network.responseReceived', (e) => isJs.set(e.requestId, e.type === 'Script' || /javascript/.test(e.response.mimeType)));
  cdp.on('Network.dataReceived', (e) => decoded.set(e.requestId, (decoded.get(e.requestId) ?? 0) + e.dataLength));
  cdp.on('Network.loadingFinished', (e) => {
    const js = isJs.get(e.requestId) ?? false;
    const bytes = decoded.get(e.requestId) ?? 0;
    t.requests++;
    t.wireBytes += e.encodedDataLength;
    t.decodedBytes += bytes;
    if (js) {
      t.jsRequests++;
      t.jsWireBytes += e.encodedDataLength;
      t.jsDecodedBytes += bytes;
    }
  });
  return async () => {
    await cdp.detach();
    return t;
  };
}

/** Seconds from starting the navigation to `selector` being visible. */
export async function timeTo(page: Page, url: string, selector: string): Promise<number> {
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 30_000 });
  return (performance.now() - started) / 1000;
}
