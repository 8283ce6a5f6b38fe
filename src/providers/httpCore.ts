// The request client of spec section 7, as a factory over injected fetch, storage and hooks (unit-tested in node).
// Mode picks base and token; every call carries Authorization, X-Account-ID and Accept-Language; 60 s timeout;
// a 401 signs out; a failed call (non-2xx, or an envelope whose code is not 200/"0") is reported and fails.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ResponseType = 'json' | 'text' | 'blob' | 'arraybuffer';
export const DEFAULT_TIMEOUT_MS = 60_000;

export interface RequestOptions {
  /** Path under the mode's API base ('/users/query'), or a complete URL with `absolute`. */
  url: string;
  method?: HttpMethod;
  /** Query string on GET, body otherwise (JSON, or form-encoded with `form`; FormData is sent as it is). */
  data?: unknown;
  /** A body already encoded by the caller (react-admin's data provider); wins over `data`. */
  body?: BodyInit;
  form?: boolean;
  responseType?: ResponseType;
  timeout?: number;
  /** The live/test selector; defaults to the current mode. */
  test?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false for the sign-in family: no token is sent and a 401 is an answer, not a sign-out. */
  auth?: boolean;
  /** false for REST resources, whose records may have their own `code` field. */
  envelope?: boolean;
  absolute?: boolean;
  /** `chunk` lets a caller read a stream as it arrives (the CSV export counts rows against X-Total-Count). */
  onProgress?: (loaded: number, total: number | undefined, chunk?: { bytes: Uint8Array; headers: Headers }) => void;
}

export interface HttpResponse<T = unknown> {
  ok: boolean;
  status: number;
  headers: Headers;
  body: T | undefined;
  error: ApiError | null;
}

/** Duck-compatible with react-admin's HttpError: `body.errors` become field errors under the inputs. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    readonly url: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get fieldErrors(): Record<string, string> {
    const errors = (this.body as { errors?: unknown } | undefined)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
  }
}

export interface HttpDeps {
  fetch: typeof fetch;
  bases: { live: string; test: string };
  testMode: () => boolean;
  credentials: (test: boolean) => { token: string | null; acctId: string | null };
  language: () => string;
  onUnauthorized: (test: boolean) => void;
  onFailure: (failure: { url: string; method: string; status: number; code?: unknown; message: string }, error: ApiError) => void;
  /** For uploads with progress (fetch cannot report how much of a body was sent); a fake in tests. */
  xhr?: () => XMLHttpRequest;
}

export interface UploadOptions {
  /** Path under the mode's API base. */
  url: string;
  test?: boolean;
  form: FormData;
  /** The share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** An upload on its way: `cancel()` aborts it (the promise then rejects with an AbortError). */
export interface UploadHandle<T> {
  promise: Promise<T>;
  cancel: () => void;
}

export interface Envelope<T> {
  code: number | string;
  data: T;
  message: string;
}

/** The envelope check: a `code` other than 200 or "0" is a failure even on HTTP 200. */
export function envelopeFailed(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('code' in body)) return false;
  const code = String((body as { code: unknown }).code);
  return code !== '200' && code !== '0';
}

export function toQuery(data: unknown): string {
  if (!data || typeof data !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params.toString();
}

function encodeBody(data: unknown, form: boolean | undefined, headers: Headers): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (typeof FormData !== 'undefined' && data instanceof FormData) return data;
  if (form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    return toQuery(data);
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
}

async function readBody(response: Response, type: ResponseType, onProgress?: RequestOptions['onProgress']): Promise<unknown> {
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  // Error answers are JSON whatever was asked for, so their message reaches the user.
  if (!response.ok && isJson) type = 'json';
  if (onProgress && response.body && response.ok) {
    const total = Number(response.headers.get('content-length')) || undefined;
    const reader = response.body.getReader();
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let loaded = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      onProgress(loaded, total, { bytes: value, headers: response.headers });
    }
    const blob = new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
    return type === 'arraybuffer' ? blob.arrayBuffer() : blob;
  }
  if (type === 'blob') return response.blob();
  if (type === 'arraybuffer') return response.arrayBuffer();
  const text = await response.text();
  if (type === 'text' || text === '') return type === 'text' ? text : undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first). */
export function filenameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1];
}

function messageOf(body: unknown, fallback: string): string {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** How long an early answer (`prefetch`) waits for the request it was made for. */
export const EARLY_ANSWER_MS = 15_000;

/** What makes two GETs the same request: the address and every header sent (token, account, language, range). */
function sameRequestKey(url: string, headers: Headers, opts: RequestOptions): string {
  return JSON.stringify([url, [...headers.entries()], opts.responseType ?? 'json', opts.envelope !== false, opts.auth !== false]);
}

/** An answer and the reports its failure owes (a 401's sign-out, the failure report), made when it is handed over. */
interface Answer<T> {
  response: HttpResponse<T>;
  reports: (() => void)[];
}

export function createHttpClient(deps: HttpDeps) {
  /** GETs sent ahead of their caller (see prefetch), by sameRequestKey; each is handed over once. */
  const early = new Map<string, { answer: Promise<Answer<unknown>>; timer: ReturnType<typeof setTimeout> }>();
  /** The calls in flight that carry a token, and those of them ended by cancelSession. */
  const carryingToken = new Set<AbortController>();
  const cancelled = new WeakSet<AbortController>();

  /**
   * Ends every call in flight that carries the session's token, and forgets the early answers: on sign-out nothing
   * sent with the old token is answered (a 401 on the sign-in page) or reported. The cancelled calls reject with an
   * ApiError of status 0 and nothing is reported.
   */
  function cancelSession(): void {
    for (const controller of carryingToken) {
      cancelled.add(controller);
      controller.abort();
    }
    carryingToken.clear();
    for (const { timer } of early.values()) clearTimeout(timer);
    early.clear();
  }

  async function request<T = unknown>(opts: RequestOptions): Promise<HttpResponse<T>> {
    const { url, method, headers, body, test } = prepare(opts);
    // A call that needs the session while there is none (signed out, or ended elsewhere): the server would answer
    // 401, so it is not sent; it ends as that 401 would, without the request.
    if (opts.auth !== false && !headers.has('Authorization')) {
      deps.onUnauthorized(test);
      return { ok: false, status: 401, headers: new Headers(), body: undefined as T, error: new ApiError('not signed in', 401, undefined, url) };
    }
    if (method === 'GET' && early.size > 0 && !opts.onProgress) {
      const key = sameRequestKey(url, headers, opts);
      const waiting = early.get(key);
      if (waiting) {
        early.delete(key);
        clearTimeout(waiting.timer);
        const { response, reports } = (await waiting.answer) as Answer<T>;
        reports.forEach((report) => report());
        return response;
      }
    }
    const { response, reports } = await transmit<T>(opts, url, method, headers, body, test);
    reports.forEach((report) => report());
    return response;
  }

  /**
   * Sends a GET now for a caller that will ask for the very same request soon (a page's first data, asked for at
   * start beside the page's files, src/routing/firstRequests.ts): that request gets this answer instead of sending
   * its own, once, within EARLY_ANSWER_MS. Another address, token, language or range is a request of its own. A
   * failure is reported (and a 401 signs out) only when the answer is handed over: a guess nobody takes is silent.
   */
  function prefetch(opts: Omit<RequestOptions, 'method' | 'body' | 'signal' | 'onProgress'>): void {
    const { url, method, headers, body, test } = prepare({ ...opts, method: 'GET' });
    const key = sameRequestKey(url, headers, opts);
    if (early.has(key)) return;
    const timer = setTimeout(() => early.delete(key), EARLY_ANSWER_MS);
    early.set(key, { answer: transmit(opts, url, method, headers, body, test), timer });
  }

  function prepare(opts: RequestOptions) {
    const test = opts.test ?? deps.testMode();
    const method = opts.method ?? 'GET';
    const base = deps.bases[test ? 'test' : 'live'];
    let url = opts.absolute ? opts.url : base + opts.url;
    const headers = new Headers(opts.headers);
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', deps.language() === 'zh_CN' ? 'zh-CN' : 'en');
    const { token, acctId } = deps.credentials(test);
    if (opts.auth !== false && token) headers.set('Authorization', `Bearer ${token}`);
    if (opts.auth !== false && acctId) headers.set('X-Account-ID', acctId);
    let body: BodyInit | undefined;
    if (method === 'GET') {
      const query = toQuery(opts.data);
      if (query) url += (url.includes('?') ? '&' : '?') + query;
    } else body = opts.body ?? encodeBody(opts.data, opts.form, headers);
    return { url, method, headers, body, test };
  }

  async function transmit<T>(opts: RequestOptions, url: string, method: HttpMethod, headers: Headers, body: BodyInit | undefined, test: boolean): Promise<Answer<T>> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, opts.timeout ?? DEFAULT_TIMEOUT_MS);
    const onCallerAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onCallerAbort);
    if (headers.has('Authorization')) carryingToken.add(controller);

    const fail = (status: number, responseBody: unknown, message: string, responseHeaders = new Headers()): Answer<T> => {
      const error = new ApiError(message, status, responseBody, url);
      const code = (responseBody as { code?: unknown } | undefined)?.code;
      const reports = [() => deps.onFailure({ url, method, status, code, message }, error)];
      if (status === 401 && opts.auth !== false) reports.unshift(() => deps.onUnauthorized(test));
      return { response: { ok: false, status, headers: responseHeaders, body: responseBody as T, error }, reports };
    };

    try {
      const response = await deps.fetch(url, { method, headers, body, signal: controller.signal });
      const parsed = await readBody(response, opts.responseType ?? 'json', opts.onProgress);
      if (!response.ok) return fail(response.status, parsed, messageOf(parsed, response.statusText || `HTTP ${response.status}`), response.headers);
      if (opts.envelope !== false && envelopeFailed(parsed)) {
        return fail(response.status, parsed, messageOf(parsed, `code ${String((parsed as { code: unknown }).code)}`), response.headers);
      }
      return { response: { ok: true, status: response.status, headers: response.headers, body: parsed as T, error: null }, reports: [] };
    } catch (e) {
      if (cancelled.has(controller)) {
        // Signed out while it was in flight (cancelSession): ended here, nothing to report.
        return { response: { ok: false, status: 0, headers: new Headers(), body: undefined as T, error: new ApiError('cancelled', 0, undefined, url) }, reports: [] };
      }
      if (opts.signal?.aborted && !timedOut) throw e; // the caller cancelled: not a failure to report
      return fail(0, undefined, timedOut ? 'timeout' : e instanceof Error ? e.message : 'network error');
    } finally {
      clearTimeout(timer);
      carryingToken.delete(controller);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  /** Resolves to the body; rejects with ApiError on any failure. */
  async function requestBody<T = unknown>(opts: RequestOptions): Promise<T> {
    const response = await request<T>(opts);
    if (response.error) throw response.error;
    return response.body as T;
  }

  /** For enveloped calls: resolves to `data`. */
  async function requestData<T>(opts: RequestOptions): Promise<T> {
    return (await requestBody<Envelope<T>>(opts)).data;
  }

  /** A file download with progress; `cancel()` aborts it (the promise then rejects with an AbortError). */
  function download(opts: Omit<RequestOptions, 'responseType' | 'signal'>) {
    const controller = new AbortController();
    const promise = request<Blob>({ ...opts, responseType: 'blob', envelope: false, signal: controller.signal }).then((r) => {
      if (r.error) throw r.error;
      return { blob: r.body as Blob, filename: filenameOf(r.headers.get('content-disposition')) };
    });
    return { promise, cancel: () => controller.abort() };
  }

  /**
   * A multipart upload with progress, through XMLHttpRequest with the same base, token, account and language as
   * every call; resolves to the record (unwrapped from the envelope when there is one), rejects with ApiError.
   */
  function upload<T>(opts: UploadOptions): UploadHandle<T> {
    const test = opts.test ?? deps.testMode();
    const url = deps.bases[test ? 'test' : 'live'] + opts.url;
    const xhr = deps.xhr ? deps.xhr() : new XMLHttpRequest();
    const promise = new Promise<T>((resolve, reject) => {
      xhr.open('POST', url);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('Accept-Language', deps.language() === 'zh_CN' ? 'zh-CN' : 'en');
      const { token, acctId } = deps.credentials(test);
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      if (acctId) xhr.setRequestHeader('X-Account-ID', acctId);
      xhr.timeout = DEFAULT_TIMEOUT_MS * 5;
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) opts.onProgress?.(e.loaded / e.total);
      };
      const fail = (status: number, body: unknown, message: string) => {
        const error = new ApiError(message, status, body, url);
        if (status === 401) deps.onUnauthorized(test);
        deps.onFailure({ url, method: 'POST', status, code: (body as { code?: unknown } | undefined)?.code, message }, error);
        reject(error);
      };
      xhr.onload = () => {
        let body: unknown;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = undefined;
        }
        if (xhr.status < 200 || xhr.status >= 300) return fail(xhr.status, body, messageOf(body, `HTTP ${xhr.status}`));
        if (envelopeFailed(body)) return fail(xhr.status, body, messageOf(body, 'upload failed'));
        const enveloped = body && typeof body === 'object' && 'code' in body && 'data' in body;
        resolve((enveloped ? (body as Envelope<T>).data : body) as T);
      };
      xhr.onerror = () => fail(0, undefined, 'network error');
      xhr.ontimeout = () => fail(0, undefined, 'timeout');
      xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
      xhr.send(opts.form);
    });
    return { promise, cancel: () => xhr.abort() };
  }

  return { request, requestBody, requestData, download, upload, prefetch, cancelSession };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
