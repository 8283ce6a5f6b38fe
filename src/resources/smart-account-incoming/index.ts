// Money received on the smart account (issue 29, item 4): /account/receivefunds (the payer's details, the incoming
// transfers, and in test mode a simulated payer) and one transfer at /account/receivefundsDetail?id=.
import { defineResource } from '../defineResource';

export const smartAccountIncoming = defineResource({
  name: 'smart-account-incoming',
  views: {
    list: () => import('./ReceiveFunds'),
    show: () => import('./IncomingShow'),
  },
  recordRepresentation: (record) => String(record.id),
});
