// Authorizations (issue 31): a purchase on a card approved or declined with its reason, at
// /issuing/authorizations/{id}. Their list has no address of its own: it is the Authorizations tab of /issuing
// (AuthorizationList, rendered by src/pages/issuing/tabs.ts), and a card's page lists its own.
import { defineResource } from '../defineResource';

export const issuingAuthorizations = defineResource({
  name: 'issuing-authorizations',
  views: { show: () => import('./AuthorizationShow') },
  recordRepresentation: (record) => String(record.merchantName ?? record.id),
});
