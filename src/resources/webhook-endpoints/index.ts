// Webhook endpoints: adding one (/developer/add-webhook-endpoints) and an endpoint's page
// (/webhook/webhook-endpoint-detail?id=) with its secret, actions and delivery log. Their list has no address of its
// own: it is the Webhooks tab of /developer (WebhookEndpointList, rendered by src/pages/developer/tabs.ts).
import { defineResource } from '../defineResource';

export const webhookEndpoints = defineResource({
  name: 'webhook-endpoints',
  // Loaders only (no component): the start-up preload reads them before react-admin and MUI are loaded.
  views: { show: () => import('./WebhookEndpointShow'), create: () => import('./WebhookEndpointCreate') },
  recordRepresentation: (record) => String(record.url ?? record.id),
});
