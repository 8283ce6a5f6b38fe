// The webhook calls beyond simple-rest (the endpoints themselves are react-admin's list, one, create, update and
// delete): the event-type catalogue, the signing secret and its rotation, enable/disable, one delivery with its
// attempts, resend, test events and the replay of a time window (a dry-run count first).
import type { RotationOverlap, WebhookAttemptRecord, WebhookDeliveryRecord, WebhookEndpointRecord } from '../../../domain/webhooks/records';
import type { Wire } from '../../../domain/wire';
import type { HttpClient } from '../httpCore';

export type WebhookEndpoint = Wire<WebhookEndpointRecord>;
export type WebhookDelivery = Wire<WebhookDeliveryRecord>;
export type WebhookAttempt = Wire<WebhookAttemptRecord>;
export type WebhookDeliveryDetail = WebhookDelivery & { payload: string; attempts_log: WebhookAttempt[] };
/** The event types an endpoint can subscribe to, by the object they are about. */
export type EventCatalogue = Record<string, string[]>;
export interface ReplayWindow {
  from: string;
  to: string;
  dryRun: boolean;
}

const endpoint = (id: string, rest = '') => `/webhook-endpoints/${encodeURIComponent(id)}${rest}`;

/** The simple-rest resource of an endpoint's delivery log (newest first), for react-admin's ListBase. */
export const deliveriesResource = (endpointId: string) => `webhook-endpoints/${encodeURIComponent(endpointId)}/deliveries`;

export const webhookCalls = (http: HttpClient) => ({
  webhookEventTypes: () => http.requestData<EventCatalogue>({ url: '/webhook-event-types' }),
  webhookSecret: (id: string) => http.requestData<{ secret: string }>({ url: endpoint(id, '/secret') }),
  rotateWebhookSecret: (id: string, expireOld: RotationOverlap) =>
    http.requestData<WebhookEndpoint>({ url: endpoint(id, '/rotate-secret'), method: 'POST', data: { expireOld } }),
  setWebhookEndpointStatus: (id: string, status: WebhookEndpoint['status']) =>
    http.requestData<WebhookEndpoint>({ url: endpoint(id, '/status'), method: 'POST', data: { status } }),
  sendWebhookTestEvent: (id: string, type: string) =>
    http.requestData<WebhookAttempt>({ url: endpoint(id, '/test-event'), method: 'POST', data: { type } }),
  replayWebhookEvents: (id: string, window: ReplayWindow) =>
    http.requestData<{ events: number; queued: number }>({ url: endpoint(id, '/replay'), method: 'POST', data: window }),
  webhookDelivery: (id: string) => http.requestBody<WebhookDeliveryDetail>({ url: `/webhook-deliveries/${encodeURIComponent(id)}`, envelope: false }),
  resendWebhookDelivery: (id: string) =>
    http.requestData<WebhookAttempt>({ url: `/webhook-deliveries/${encodeURIComponent(id)}/resend`, method: 'POST', data: {} }),
});
