// Cardholders (issue 31): a cardholder's page (/issuing/cardholders/{id}) with their cards, adding one
// (/issuing/cardholders/new) and changing one (/issuing/cardholders/{id}/edit). Their list has no address of its own:
// it is the Cardholders tab of /issuing (CardholderList, rendered by src/pages/issuing/tabs.ts).
import { defineResource } from '../defineResource';

export const cardholders = defineResource({
  name: 'cardholders',
  views: {
    show: () => import('./CardholderShow'),
    create: () => import('./CardholderCreate'),
    edit: () => import('./CardholderEdit'),
  },
  recordRepresentation: (record) => String(record.name ?? record.id),
});
