// Transfers out of the smart account (issue 29, item 4): the list (/account), sending one (/account/transferOut) and
// its page (/account/transferOutDetail?id=).
import { defineResource } from '../defineResource';

export const smartAccountTransfers = defineResource({
  name: 'smart-account-transfers',
  views: {
    list: () => import('./SmartTransferList'),
    show: () => import('./SmartTransferShow'),
    create: () => import('./SmartTransferCreate'),
  },
  recordRepresentation: (record) => String(record.id),
});
