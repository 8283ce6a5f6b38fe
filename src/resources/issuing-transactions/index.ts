// Card transactions (issue 31): captured purchases and their refunds, at /issuing/transactions/{id}. Their list is
// the Transactions tab of /issuing (TransactionList, rendered by src/pages/issuing/tabs.ts).
import { defineResource } from '../defineResource';

export const issuingTransactions = defineResource({
  name: 'issuing-transactions',
  views: { show: () => import('./TransactionShow') },
  recordRepresentation: (record) => String(record.merchantName ?? record.id),
});
