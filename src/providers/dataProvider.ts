// ra-data-simple-rest over our http client: one provider per API base, and every call goes to the one of the
// current mode, so a mode switch needs no new provider (queries are reset on switch).
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, fetchUtils } from 'react-admin';
import type { HttpMethod } from './httpCore';
import { API_BASES, http, mode } from './runtime';

/** fetchJson-compatible: what simple-rest expects, with base/token/timeout/401/reporting from the http client. */
export function fetchJsonFor(test: boolean) {
  return async (url: string, options: fetchUtils.Options = {}) => {
    const headers: Record<string, string> =
      options.headers instanceof Headers ? Object.fromEntries(options.headers.entries()) : { ...(options.headers as Record<string, string> | undefined) };
    // fetchJson would add this for a JSON string body; simple-rest relies on it.
    if (typeof options.body === 'string' && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['Content-Type'] = 'application/json';
    }
    const response = await http.request({
      url,
      absolute: true,
      method: (options.method ?? 'GET') as HttpMethod,
      body: options.body ?? undefined,
      headers,
      test,
      // Records may have a `code` of their own (a coupon code): no envelope check on REST resources.
      envelope: false,
    });
    if (response.error) throw response.error;
    const json = response.body;
    return { status: response.status, headers: response.headers, body: typeof json === 'string' ? json : JSON.stringify(json ?? null), json };
  };
}

const providers = {
  live: simpleRestProvider(API_BASES.live, fetchJsonFor(false)),
  test: simpleRestProvider(API_BASES.test, fetchJsonFor(true)),
};

export const dataProvider: DataProvider = new Proxy(providers.live, {
  get: (_target, method) => Reflect.get(providers[mode.isTest() ? 'test' : 'live'], method),
});
