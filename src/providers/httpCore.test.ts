// The request client's rules of spec section 7 against a scripted fetch: base and token by mode, headers, query and
// body encoding, the envelope check, 401 sign-out, reporting, timeout, cancel and download progress.
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient, envelopeFailed, filenameOf, toQuery, type HttpDeps } from './httpCore';

interface Call {
  url: string;
  init: RequestInit;
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function setup(overrides: Partial<HttpDeps> = {}, respond: (call: Call) => Response | Promise<Response> = () => json({ code: 200, data: 'ok', message: 'success' })) {
  const calls: Call[] = [];
  const onUnauthorized = vi.fn();
  const onFailure = vi.fn();
  let test = false;
  const deps: HttpDeps = {
    fetch: async (input, init = {}) => {
      const call = { url: String(input), init };
      calls.push(call);
      return respond(call);
    },
    bases: { live: '/api', test: '/test/api' },
    testMode: () => test,
    credentials: (t) => (t ? { token: 'test-token', acctId: 'acct_test' } : { token: 'live-token', acctId: 'acct_live' }),
    language: () => 'en',
    onUnauthorized,
    onFailure,
    ...overrides,
  };
  return { client: createHttpClient(deps), calls, onUnauthorized, onFailure, setTest: (v: boolean) => (test = v) };
}

const header = (call: Call, name: string) => new Headers(call.init.headers).get(name);

describe('createHttpClient: mode, headers and encoding', () => {
  it('uses the live base and live token in live mode, the test ones in test mode', async () => {
    const { client, calls, setTest } = setup();
    await client.requestBody({ url: '/users/query' });
    setTest(true);
    await client.requestBody({ url: '/users/query' });
    expect(calls.map((c) => c.url)).toEqual(['/api/users/query', '/test/api/users/query']);
    expect(header(calls[0], 'Authorization')).toBe('Bearer live-token');
    expect(header(calls[0], 'X-Account-ID')).toBe('acct_live');
    expect(header(calls[1], 'Authorization')).toBe('Bearer test-token');
    expect(header(calls[1], 'X-Account-ID')).toBe('acct_test');
  });

  it('lets a call pick its mode explicitly, and sends no credentials when auth is off', async () => {
    const { client, calls } = setup();
    await client.requestBody({ url: '/auth/captcha', test: true, auth: false });
    expect(calls[0].url).toBe('/test/api/auth/captcha');
    expect(header(calls[0], 'Authorization')).toBeNull();
    expect(header(calls[0], 'X-Account-ID')).toBeNull();
  });

  it('sends Accept-Language by the UI language', async () => {
    let lang = 'zh_CN';
    const { client, calls } = setup({ language: () => lang });
    await client.requestBody({ url: '/x' });
    lang = 'en';
    await client.requestBody({ url: '/x' });
    expect(calls.map((c) => header(c, 'Accept-Language'))).toEqual(['zh-CN', 'en']);
  });

  it('puts data in the query on GET and in a JSON body otherwise', async () => {
    const { client, calls } = setup();
    await client.requestBody({ url: '/system/params', data: { codes: 'A,B', empty: undefined, list: [1, 2] } });
    await client.requestBody({ url: '/auth/login', method: 'POST', data: { email: 'a@b.c' } });
    expect(calls[0].url).toBe('/api/system/params?codes=A%2CB&list=1&list=2');
    expect(calls[0].init.body).toBeUndefined();
    expect(calls[1].init.body).toBe('{"email":"a@b.c"}');
    expect(header(calls[1], 'Content-Type')).toBe('application/json');
  });

  it('form-encodes the body when asked', async () => {
    const { client, calls } = setup();
    await client.requestBody({ url: '/x', method: 'POST', data: { a: '1 2', b: 'é' }, form: true });
    expect(calls[0].init.body).toBe('a=1+2&b=%C3%A9');
    expect(header(calls[0], 'Content-Type')).toContain('application/x-www-form-urlencoded');
  });
});

describe('createHttpClient: failures', () => {
  it('resolves request() even on error, and rejects requestBody() with the server message and field errors', async () => {
    const body = { code: 400, message: 'Some fields are not valid.', errors: { email: 'Please enter a valid email address.' } };
    const { client, onFailure } = setup({}, () => json(body, 400));
    const response = await client.request({ url: '/x' });
    expect(response.ok).toBe(false);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(body);
    const error = await client.requestBody({ url: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Some fields are not valid.');
    expect((error as ApiError).fieldErrors).toEqual({ email: 'Please enter a valid email address.' });
    expect(onFailure).toHaveBeenCalledTimes(2);
    expect(onFailure.mock.calls[0][0]).toMatchObject({ url: '/api/x', method: 'GET', status: 400, code: 400 });
  });

  it('fails an HTTP 200 whose envelope code is neither 200 nor "0"', async () => {
    const { client, onFailure } = setup({}, () => json({ code: 5001, message: 'nope', data: null }));
    await expect(client.requestBody({ url: '/x' })).rejects.toThrow('nope');
    expect(onFailure).toHaveBeenCalledOnce();
  });

  it('accepts envelope codes 200 and "0", and skips the check for REST resources', async () => {
    expect(envelopeFailed({ code: 200 })).toBe(false);
    expect(envelopeFailed({ code: '0' })).toBe(false);
    expect(envelopeFailed({ code: '200' })).toBe(false);
    expect(envelopeFailed({ code: 0 })).toBe(false);
    expect(envelopeFailed({ code: 401 })).toBe(true);
    expect(envelopeFailed([{ code: 'SUMMER10' }])).toBe(false);
    expect(envelopeFailed({ id: 1 })).toBe(false);
    const { client } = setup({}, () => json({ id: 'cpn_1', code: 'SUMMER10' }));
    await expect(client.requestBody({ url: '/coupons/cpn_1', envelope: false })).resolves.toEqual({ id: 'cpn_1', code: 'SUMMER10' });
  });

  it('signs out on 401, but not for the sign-in calls that send no token', async () => {
    const { client, onUnauthorized, onFailure } = setup({}, () => json({ code: 401, message: 'Your session has ended.' }, 401));
    await client.request({ url: '/users/query' });
    expect(onUnauthorized).toHaveBeenCalledWith(false);
    await client.request({ url: '/auth/login', method: 'POST', auth: false });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onFailure).toHaveBeenCalledTimes(2);
  });

  it('times out after the given time, reports it, and fails with status 0', async () => {
    const never = (call: Call) =>
      new Promise<Response>((_resolve, reject) => call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const { client, onFailure } = setup({}, never);
    const response = await client.request({ url: '/slow', timeout: 20 });
    expect(response.status).toBe(0);
    expect(response.error?.message).toBe('timeout');
    expect(onFailure).toHaveBeenCalledOnce();
  });

  it('treats a cancel by the caller as no failure to report', async () => {
    const never = (call: Call) =>
      new Promise<Response>((_resolve, reject) => call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const { client, onFailure } = setup({}, never);
    const { promise, cancel } = client.download({ url: '/export' });
    cancel();
    await expect(promise).rejects.toThrow();
    expect(onFailure).not.toHaveBeenCalled();
  });
});

describe('createHttpClient: download', () => {
  it('reports progress and names the file from Content-Disposition', async () => {
    const bytes = new TextEncoder().encode('a,b\n1,2\n');
    const { client } = setup({}, () =>
      new Response(bytes, { headers: { 'content-type': 'text/csv', 'content-length': String(bytes.length), 'content-disposition': 'attachment; filename="payments.csv"' } }),
    );
    const progress: Array<[number, number | undefined]> = [];
    const { promise } = client.download({ url: '/payments/export', onProgress: (loaded, total) => progress.push([loaded, total]) });
    const { blob, filename } = await promise;
    expect(filename).toBe('payments.csv');
    expect(await blob.text()).toBe('a,b\n1,2\n');
    expect(progress.at(-1)).toEqual([bytes.length, bytes.length]);
  });
});

describe('helpers', () => {
  it('toQuery skips null and undefined and serialises objects as JSON', () => {
    expect(toQuery({ a: 1, b: null, c: undefined, filter: { q: 'x' } })).toBe('a=1&filter=%7B%22q%22%3A%22x%22%7D');
    expect(toQuery(undefined)).toBe('');
  });

  it('filenameOf reads plain and RFC 5987 names', () => {
    expect(filenameOf('attachment; filename="a.csv"')).toBe('a.csv');
    expect(filenameOf("attachment; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.csv")).toBe('报表.csv');
    expect(filenameOf(null)).toBeUndefined();
  });
});

describe('createHttpClient: early answers (prefetch)', () => {
  it('hands an early GET to the same request once; the next one is sent again', async () => {
    let n = 0;
    const { client, calls } = setup({}, () => json({ code: 200, data: ++n, message: 'success' }));
    client.prefetch({ url: '/stats/overview', data: { period: 'last7Days' } });
    expect(calls).toHaveLength(1);
    expect(await client.requestData({ url: '/stats/overview', data: { period: 'last7Days' } })).toBe(1);
    expect(calls).toHaveLength(1);
    expect(await client.requestData({ url: '/stats/overview', data: { period: 'last7Days' } })).toBe(2);
    expect(calls).toHaveLength(2);
  });

  it('does not hand it to a request that differs in address, mode, header or language', async () => {
    let language = 'en';
    const { client, calls, setTest } = setup({ language: () => language });
    client.prefetch({ url: '/payments?range=%5B0%2C24%5D', headers: { range: 'payments=0-24' }, envelope: false });
    await client.request({ url: '/payments?range=%5B0%2C49%5D', headers: { range: 'payments=0-49' }, envelope: false });
    await client.request({ url: '/payments?range=%5B0%2C24%5D', headers: { range: 'payments=0-99' }, envelope: false });
    await client.request({ url: '/payments?range=%5B0%2C24%5D', headers: { range: 'payments=0-24' } });
    language = 'zh_CN';
    await client.request({ url: '/payments?range=%5B0%2C24%5D', headers: { range: 'payments=0-24' }, envelope: false });
    language = 'en';
    setTest(true);
    await client.request({ url: '/payments?range=%5B0%2C24%5D', headers: { range: 'payments=0-24' }, envelope: false });
    expect(calls).toHaveLength(6);
    setTest(false);
    await client.request({ url: '/payments?range=%5B0%2C24%5D', headers: { Range: 'payments=0-24' }, envelope: false });
    expect(calls).toHaveLength(6);
  });

  it('reports a failed early answer only when it is handed over', async () => {
    const { client, onFailure, onUnauthorized } = setup({}, () => json({ message: 'expired' }, 401));
    client.prefetch({ url: '/users/info' });
    client.prefetch({ url: '/never/asked' });
    await new Promise((r) => setTimeout(r, 0));
    expect(onFailure).not.toHaveBeenCalled();
    const response = await client.request({ url: '/users/info' });
    expect(response.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure.mock.calls[0][0]).toMatchObject({ url: '/api/users/info', status: 401 });
  });

  it('forgets an early answer nobody asked for', async () => {
    vi.useFakeTimers();
    try {
      const { client, calls } = setup();
      client.prefetch({ url: '/stats/overview' });
      vi.advanceTimersByTime(15_001);
      await client.requestData({ url: '/stats/overview' });
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
