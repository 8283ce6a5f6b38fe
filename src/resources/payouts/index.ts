// Payouts (issue 29): the list (/mjkPayouts, also /payouts), sending one (/mjkNewPayout, also /newPayout) and its
// page (/payoutDetail?id=, also /payDetail).
import { defineResource } from '../defineResource';

export const payouts = defineResource({
  name: 'payouts',
  views: {
    list: () => import('./PayoutList'),
    show: () => import('./PayoutShow'),
    create: () => import('./PayoutCreate'),
  },
  recordRepresentation: (record) => String(record.id),
});
