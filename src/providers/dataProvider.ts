// The one dataProvider: ra-data-simple-rest for the resources' reads and writes, wrapped explicitly so every call
// picks the live or test base and token of the mode at that moment (a mode switch needs no new provider; queries
// are reset on switch), plus the typed custom calls of src/providers/calls. Components import it directly for the
// custom calls and run them through react-query mutations (src/components/record/useRecordAction.ts).
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, fetchUtils } from 'react-admin';
import { sessionCalls, type SessionCalls } from './accountApi';
import { accountCalls } from './calls/account';
import { apiKeyCalls } from './calls/apiKeys';
import { balanceCalls } from './calls/balance';
import { payoutCalls } from './calls/payouts';
import { smartAccountCalls } from './calls/smartAccount';
import { issuingCalls } from './calls/issuing';
import { checkoutCalls } from './calls/checkout';
import { developerCalls } from './calls/developer';
import { disputeCalls } from './calls/disputes';
import { recordCalls } from './calls/records';
import { reportCalls } from './calls/reports';
import { invoiceCalls } from './calls/invoices';
import { onboardingCalls } from './calls/onboarding';
import { opsCalls } from './calls/ops';
import { paymentCalls } from './calls/payments';
import { paymentLinkCalls } from './calls/paymentLinks';
import { settingsCalls } from './calls/settings';
import { productCalls } from './calls/products';
import { gatewayCalls } from './calls/gateway';
import { businessCalls } from './calls/business';
import { statsCalls } from './calls/stats';
import { webhookCalls } from './calls/webhooks';
import { subscriptionCalls } from './calls/subscriptions';
import { teamCalls } from './calls/team';
import { serviceRequestCalls } from './calls/serviceRequests';
import type { HttpClient, HttpMethod } from './httpCore';
import { API_BASES, http, mode } from './runtime';

/** fetchJson-compatible: what simple-rest expects, with base/token/timeout/401/reporting from the http client. */
export function fetchJsonFor(client: HttpClient, test: boolean) {
  return async (url: string, options: fetchUtils.Options = {}) => {
    const headers: Record<string, string> =
      options.headers instanceof Headers ? Object.fromEntries(options.headers.entries()) : { ...(options.headers as Record<string, string> | undefined) };
    // fetchJson would add this for a JSON string body; simple-rest relies on it.
    if (typeof options.body === 'string' && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['Content-Type'] = 'application/json';
    }
    const response = await client.request({
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

/** The standard methods, each sent to the base of the current mode. */
export function modeAwareRest(client: HttpClient, bases: { live: string; test: string }, isTest: () => boolean): DataProvider {
  const rest = { live: simpleRestProvider(bases.live, fetchJsonFor(client, false)), test: simpleRestProvider(bases.test, fetchJsonFor(client, true)) };
  const current = () => rest[isTest() ? 'test' : 'live'];
  return {
    // The server estimates a filtered list's total above a cap and says so in X-Total-Estimated: read from this
    // call's own answer (a provider per call, so parallel lists cannot mix their headers) into the result's meta.
    getList: async (resource, params) => {
      let estimated = false;
      const fetchJson = fetchJsonFor(client, isTest());
      const provider = simpleRestProvider(isTest() ? bases.test : bases.live, async (url, options) => {
        const answer = await fetchJson(url, options);
        estimated = answer.headers.get('x-total-estimated') === 'true';
        return answer;
      });
      const result = await provider.getList(resource, params);
      return estimated ? { ...result, meta: { ...result.meta, totalEstimated: true } } : result;
    },
    getOne: (resource, params) => current().getOne(resource, params),
    getMany: (resource, params) => current().getMany(resource, params),
    getManyReference: (resource, params) => current().getManyReference(resource, params),
    // A money move (a refund, a test payment) carries its attempt's Idempotency-Key in meta: a resent attempt
    // answers the first one instead of moving money twice. simple-rest sends no headers of its own, hence this path.
    create: (resource, params) => {
      const key: unknown = params.meta?.idempotencyKey;
      if (typeof key !== 'string') return current().create(resource, params);
      return client
        .requestBody<{ id: string }>({ url: `/${resource}`, method: 'POST', data: params.data, envelope: false, test: isTest(), headers: { 'Idempotency-Key': key } })
        .then((data) => ({ data: data as never }));
    },
    update: (resource, params) => current().update(resource, params),
    updateMany: (resource, params) => current().updateMany(resource, params),
    delete: (resource, params) => current().delete(resource, params),
    deleteMany: (resource, params) => current().deleteMany(resource, params),
  };
}

export function createDataProvider(client: HttpClient, bases: { live: string; test: string }, isTest: () => boolean) {
  return {
    ...modeAwareRest(client, bases, isTest),
    ...paymentCalls(client),
    ...invoiceCalls(client),
    ...disputeCalls(client),
    ...reportCalls(client),
    ...paymentLinkCalls(client),
    ...subscriptionCalls(client),
    ...statsCalls(client),
    ...onboardingCalls(client),
    ...opsCalls(client),
    ...checkoutCalls(client),
    ...accountCalls(client),
    ...settingsCalls(client),
    ...productCalls(client),
    ...gatewayCalls(client),
    ...businessCalls(client),
    ...developerCalls(client),
    ...apiKeyCalls(client),
    ...balanceCalls(client),
    ...webhookCalls(client),
    ...payoutCalls(client),
    ...smartAccountCalls(client),
    ...issuingCalls(client),
    ...recordCalls(client),
    ...teamCalls(client),
    ...serviceRequestCalls(client),
  };
}

/** The resources' and custom calls, and the signed-in user's own (users/query, the issuing flag). */
export type AppDataProvider = ReturnType<typeof createDataProvider> & SessionCalls;

export const dataProvider: AppDataProvider = { ...createDataProvider(http, API_BASES, () => mode.isTest()), ...sessionCalls };
