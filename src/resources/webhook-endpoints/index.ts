// Webhook endpoints: adding one (/developer/add-webhook-endpoints) and an endpoint's page
// (/webhook/webhook-endpoint-detail?id=) with its secret, actions and delivery log. Their list has no address of its
// own: it is the Webhooks tab of /developer (WebhookEndpointList, rendered by src/pages/developer/tabs.ts).
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import { defineResource } from '../shared/defineResource';
import { RESOURCE_VIEWS } from '../views';

export const webhookEndpoints = defineResource({
  name: 'webhook-endpoints',
  views: RESOURCE_VIEWS['webhook-endpoints'],
  icon: WebhookOutlined,
  recordRepresentation: (record) => String(record.url ?? record.id),
});
