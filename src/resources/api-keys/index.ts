// API keys: the mode's publishable and secret keys. No address of their own (the spec has none): the list is the
// Keys tab of /developer (ApiKeyList, rendered by src/pages/developer/tabs.ts), create and a key's roll are dialogs
// over it, delete a confirmation; each a mutation of the provider's api-key calls (src/providers/calls/apiKeys.ts).
import { defineResource } from '../defineResource';

export const apiKeys = defineResource({
  name: 'api-keys',
  views: {},
  recordRepresentation: (record) => String(record.name ?? record.id),
});
