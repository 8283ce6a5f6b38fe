// API keys: the mode's publishable and secret keys. The list is the Keys tab of /developer (ApiKeyList, rendered by
// src/pages/developer/tabs.ts); a key's page is /developer/api-key-detail?id= (ApiKeyShow: its details, scopes and
// last use, with roll and delete); create and roll are dialogs, delete a confirmation, each a mutation of the
// provider's api-key calls (src/providers/calls/apiKeys.ts).
import { defineResource } from '../defineResource';

export const apiKeys = defineResource({
  name: 'api-keys',
  // Loaders only (no component): the start-up preload reads them before react-admin and MUI are loaded.
  views: { show: () => import('./ApiKeyShow') },
  recordRepresentation: (record) => String(record.name ?? record.id),
});
