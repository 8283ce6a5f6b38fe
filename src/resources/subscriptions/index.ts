// Subscriptions: the list with the plans (/subscriptions) and a subscription with its actions, test clock and one
// timeline (/subscriptionsDetail?id=).
import { defineResource } from '../defineResource';

export const subscriptions = defineResource({
  name: 'subscriptions',
  views: {
    list: () => import('./SubscriptionList'),
    show: () => import('./SubscriptionShow'),
  },
  recordRepresentation: (record) => String(record.id),
});
