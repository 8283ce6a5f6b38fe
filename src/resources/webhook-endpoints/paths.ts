// Where the webhook pages live: the endpoints' list is the Webhooks tab of /developer; an endpoint's page is the
// resource's show address, and an opened delivery is that page with `&delivery=` (so it can be linked to).
import { pathOf } from '../../components/record/paths';

export const WEBHOOKS_TAB_PATH = '/developer?tab=webhooks';
export const endpointDetailPath = (id: string) => pathOf('webhook-endpoints', 'show', id);
export const deliveryPath = (endpointId: string, deliveryId: string) => `${endpointDetailPath(endpointId)}&delivery=${encodeURIComponent(deliveryId)}`;
