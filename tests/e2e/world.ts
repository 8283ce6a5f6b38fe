// Each end-to-end spec makes the world it needs through the public API, so specs run in any order and side by side
// (several workers): a merchant registered, activated by the emailed link (the dev mailbox) and, unless told,
// verified through the onboarding API and the automatic review; sign-in once per user through the API, handed to
// browser contexts as a stored session; payments, invoices, disputes, links and webhook endpoints made through the
// API. The demo world (server/db/seed) is left to the specs that check it, read-only.
import { expect, request as playwrightRequest, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { SignInResult } from '../../domain/auth';
import {
  sampleBankDetails, sampleBusinessDetails, sampleBusinessType, sampleOwner, samplePerson, sampleRegisteredAddress,
} from '../../domain/onboarding/test-data';

export const WORLD_PASSWORD = 'World@2026';

export interface User {
  email: string;
  password: string;
}

export interface Merchant extends User {
  session: SignInResult;
  /** API calls as this merchant, in test mode (the default) or live. */
  api: MerchantApi;
  live: MerchantApi;
}

let serial = 0;
/** An address no other spec, worker or run uses. */
export function uniqueEmail(tag: string): string {
  serial++;
  return `${tag}-${process.pid}-${Date.now().toString(36)}-${serial}@example.com`;
}

async function json<T = Record<string, unknown>>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what} answered ${res.status()}: ${await res.text()}`);
  const body = (await res.json()) as { data?: T } & T;
  return (body.data ?? body) as T;
}

/** Signs in through the API (CAPTCHA=off on the e2e server) and returns what the form would store. */
export async function apiSignIn(request: APIRequestContext, user: User): Promise<SignInResult> {
  return json<SignInResult>(await request.post('/api/auth/login', { data: { email: user.email, password: user.password } }), `sign-in of ${user.email}`);
}

/** The dev mailbox's mails to an address, newest first, once there is at least one (mails are sent by a job). */
export async function mailLinks(request: APIRequestContext, email: string): Promise<string[]> {
  let links: string[] = [];
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()).data as { links: string[] }[];
      links = mails[0]?.links ?? [];
      return links.length;
    }, { timeout: 15_000 })
    .toBeGreaterThan(0);
  return links;
}

export interface MerchantApi {
  get<T = Record<string, unknown>>(path: string): Promise<T>;
  post<T = Record<string, unknown>>(path: string, body?: unknown): Promise<T>;
  put<T = Record<string, unknown>>(path: string, body?: unknown): Promise<T>;
  upload<T = Record<string, unknown>>(path: string, fields: Record<string, string>, file: { name: string; mimeType: string; buffer: Buffer }): Promise<T>;
}

/** API calls with a session's token for a mode, as the SPA makes them (Bearer token and the account header). */
export function merchantApi(request: APIRequestContext, session: SignInResult, livemode: boolean): MerchantApi {
  const base = livemode ? '/api' : '/test/api';
  const headers = {
    authorization: `Bearer ${livemode ? session.liveToken : session.testToken}`,
    'x-account-id': livemode ? session.acctId : session.testUserInfo.acctId,
  };
  const url = (path: string) => (path.startsWith('/api/') ? path : `${base}${path}`);
  return {
    get: async (path) => json(await request.get(url(path), { headers }), `GET ${path}`),
    post: async (path, body = {}) => json(await request.post(url(path), { headers, data: body }), `POST ${path}`),
    put: async (path, body = {}) => json(await request.put(url(path), { headers, data: body }), `PUT ${path}`),
    upload: async (path, fields, file) => json(await request.post(url(path), { headers, multipart: { ...fields, file } }), `upload to ${path}`),
  };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The onboarding wizard's steps in their order, with the sample answers of a company in the United Kingdom. */
const ONBOARDING_STEPS = (): [string, unknown][] => [
  ['businessType', sampleBusinessType()],
  ['registeredAddress', sampleRegisteredAddress()],
  ['businessDetails', sampleBusinessDetails()],
  ['representative', samplePerson()],
  ['owners', { owners: [sampleOwner()] }],
  ['bank', sampleBankDetails()],
];

/** Saves the wizard's first `count` steps (all six by default) through the onboarding API, as its Continue does. */
export async function saveOnboardingSteps(live: MerchantApi, count = ONBOARDING_STEPS().length): Promise<void> {
  for (const [step, body] of ONBOARDING_STEPS().slice(0, count)) await live.put(`/api/onboarding/steps/${step}`, body);
}

/**
 * A new merchant: registered, activated through the emailed link, and (unless `verified: false`) through business
 * verification: every onboarding step, the review page, the two documents, submitted, approved by the automatic
 * review. Signed in through the API; `session` is what the browser stores.
 */
export async function newMerchant(request: APIRequestContext, opts: { tag?: string; nickname?: string; verified?: boolean } = {}): Promise<Merchant> {
  const email = uniqueEmail(opts.tag ?? 'merchant');
  const password = WORLD_PASSWORD;
  await json(
    await request.post('/api/auth/register', { data: { email, password, confirmPassword: password, nickname: opts.nickname ?? 'World Merchant' } }),
    `register ${email}`,
  );
  const link = (await mailLinks(request, email)).find((l) => l.includes('token='));
  const token = new URL(link!).searchParams.get('token');
  let session = await json<SignInResult>(await request.post('/api/auth/activate', { data: { token } }), `activate ${email}`);
  if (opts.verified ?? true) {
    const live = merchantApi(request, session, true);
    await saveOnboardingSteps(live);
    await live.post('/api/onboarding/review');
    await live.upload('/api/onboarding/documents', { kind: 'registration_certificate' }, { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
    const issuedOn = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await live.upload('/api/onboarding/documents', { kind: 'address_proof', issuedOn }, { name: 'bill.png', mimeType: 'image/png', buffer: PNG });
    await live.post('/api/onboarding/submit');
    await expect
      .poll(async () => (await live.get<{ kycStatus: string }>('/api/users/query')).kycStatus, { timeout: 30_000 })
      .toBe('approved');
    // A fresh sign-in, as a merchant coming back once verified.
    session = await apiSignIn(request, { email, password });
  }
  return { email, password, session, api: merchantApi(request, session, false), live: merchantApi(request, session, true) };
}

/**
 * Makes every page of a browser context open signed in as `session` (what the sign-in form stores in session
 * storage, spec section 3), without the form: each new tab gets it once, before the app's first script runs, so a
 * sign-out in that tab stays signed out.
 */
export async function useSession(context: BrowserContext, session: SignInResult, prefs: { lang?: 'en' | 'zh_CN'; theme?: 'light' | 'dark'; testMode?: boolean } = {}) {
  await context.addInitScript(([s, p]) => {
    if (sessionStorage.getItem('e2e.sessionGiven')) return;
    sessionStorage.setItem('e2e.sessionGiven', '1');
    sessionStorage.setItem('liveToken', s.liveToken);
    sessionStorage.setItem('testToken', s.testToken);
    sessionStorage.setItem('acctId', s.acctId);
    sessionStorage.setItem('projectType', String(s.projectType));
    sessionStorage.setItem('nickname', s.nickname);
    if (s.testUserInfo?.acctId) sessionStorage.setItem('testUserInfo', JSON.stringify(s.testUserInfo));
    if (p.lang) localStorage.setItem('language', p.lang);
    if (p.theme) localStorage.setItem('theme', p.theme);
    if (p.testMode !== undefined) localStorage.setItem('isTest', String(p.testMode));
  }, [session, prefs] as const);
}

/** A page signed in as `session` in a context of its own. */
export async function signedInPage(context: BrowserContext, session: SignInResult, prefs: Parameters<typeof useSession>[2] = {}): Promise<Page> {
  await useSession(context, session, prefs);
  return context.newPage();
}

/**
 * A second member of the merchant's account with a built-in role (finance by default): invited by the owner through
 * the teams API, the invitation's link read from the dev mailbox and accepted with a new sign-in. `session` is what
 * the browser stores (useSession).
 */
export async function newTeammate(owner: Merchant, opts: { roleId?: string; nickname?: string } = {}): Promise<User & { session: SignInResult }> {
  const request = await apiContext();
  const email = uniqueEmail('teammate');
  await owner.live.post('/api/team-members/invitations', { email, roleId: opts.roleId ?? 'finance' });
  const link = (await mailLinks(request, email)).find((l) => l.includes('/invite?token='));
  const token = new URL(link!).searchParams.get('token');
  const session = await json<SignInResult>(
    await request.post('/api/auth/invitation/accept', { data: { token, password: WORLD_PASSWORD, nickname: opts.nickname ?? 'World Teammate' } }),
    `accept the invitation of ${email}`,
  );
  return { email, password: WORLD_PASSWORD, session };
}

// Factories through the API (test mode): what the specs need to find on their pages.
export const CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

export function makePayment(api: MerchantApi, overrides: Record<string, unknown> = {}, card: string = CARDS.success) {
  return api.post<{ id: string; status: string; amount: number; currency: string }>('/payments', {
    amount: 10_000,
    currency: 'USD',
    card: { number: card, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' },
    customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
    ...overrides,
  });
}

let workerRequest: Promise<APIRequestContext> | undefined;
/** An API context that lives as long as the worker (a test's own `request` ends with the test). */
function apiContext(): Promise<APIRequestContext> {
  workerRequest ??= playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  return workerRequest;
}

const fileMerchants = new Map<string, Promise<Merchant>>();
/**
 * The verified merchant of the running spec file, made on its first use and kept for the file's other tests (a
 * file's tests run in order in one worker): specs never share a merchant, so they run in any order and side by side.
 */
export function specMerchant(): Promise<Merchant> {
  const file = test.info().file;
  let known = fileMerchants.get(file);
  if (!known) {
    const tag = file.replace(/^.*\//, '').replace(/\.spec\.ts$/, '');
    known = apiContext().then((request) => newMerchant(request, { tag, nickname: `Spec ${tag}` }));
    known.catch(() => fileMerchants.delete(file));
    fileMerchants.set(file, known);
  }
  return known;
}

/** Signs the page's context in as the spec's own merchant, in test mode, and opens the overview. */
export async function openAsSpecMerchant(page: Page): Promise<Merchant> {
  const merchant = await specMerchant();
  await useSession(page.context(), merchant.session, { testMode: true });
  await page.goto('/overview');
  await expect(page.getByTestId('app-menu')).toBeVisible();
  return merchant;
}
