// Cards (issue 31): a card's page (/issuing/cards/{id}) with its spending controls, issuing one (/issuing/cards/new)
// and changing its status and controls (/issuing/cards/{id}/edit). Their list has no address of its own: it is the
// Cards tab of /issuing (CardList, rendered by src/pages/issuing/tabs.ts), and a cardholder's page lists theirs.
import { defineResource } from '../defineResource';

export const cards = defineResource({
  name: 'cards',
  views: {
    show: () => import('./CardShow'),
    create: () => import('./CardCreate'),
    edit: () => import('./CardEdit'),
  },
  recordRepresentation: (record) => `•••• ${String(record.last4 ?? '')}`,
});
