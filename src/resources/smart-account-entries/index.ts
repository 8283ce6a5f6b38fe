// The smart account's statement (/smartAccount): its number, balances and ledger entries.
import { defineResource } from '../defineResource';

export const smartAccountEntries = defineResource({
  name: 'smart-account-entries',
  views: { list: () => import('./SmartAccountStatement') },
  recordRepresentation: (record) => String(record.id),
});
