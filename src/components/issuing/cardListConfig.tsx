// The cards' list (the Cards tab of /issuing, and a cardholder's cards on their page; shared by both resources):
// status tabs, search by id, last 4 or cardholder, type and brand, dates and export.
import { Typography } from '@mui/material';
import { formatListTime } from '../../../domain/dates';
import { CARD_STATUSES, CARD_TYPES } from '../../../domain/issuing/cards';
import { CARD_BRANDS } from '../../../domain/issuing/controls';
import type { Card } from '../../../domain/wire';
import type { ResourceListConfig } from '../list/types';
import { IdText } from '../money/IdText';
import { pathOf } from '../record/paths';
import { CardNumberText, CardStatusChip, expiryText } from './cardText';

/** `typeLabel`: the card type as the user reads it (the list's translate). */
export function cardListConfig(opts: { cardholderId?: string; typeLabel: (type: Card['type']) => string }): ResourceListConfig<Card> {
  return {
    resource: 'cards',
    defaultSort: { field: 'createdAt', order: 'DESC' },
    filters: {
      text: opts.cardholderId ? [] : [{ source: 'q', label: 'app.issuing.searchCards' }],
      statuses: CARD_STATUSES,
      statusLabel: (s) => `app.issuing.cardStatus.${s}`,
      selects: [
        { source: 'type', label: 'resources.cards.fields.type', anyLabel: 'app.issuing.anyType', options: CARD_TYPES, optionLabel: (t) => `app.issuing.cardType.${t}` },
        { source: 'brand', label: 'resources.cards.fields.brand', anyLabel: 'app.issuing.anyBrand', options: CARD_BRANDS },
      ],
      dateRange: { offset: 'Z' },
    },
    counts: true,
    tabs: [{ label: 'app.issuing.all' }, ...CARD_STATUSES.map((s) => ({ label: `app.issuing.cardStatus.${s}`, status: s }))],
    exportTimeZone: 'UTC',
    rowLink: (c) => pathOf('cards', 'show', c.id),
    ...(opts.cardholderId ? { permanentFilter: { cardholderId: opts.cardholderId }, syncWithLocation: false, storeKey: 'cards.ofCardholder' } : {}),
    columns: [
      // The card and its status first, so both show on a phone (390 px) before the table scrolls.
      { source: 'last4', render: (c) => <CardNumberText card={c} /> },
      { source: 'status', sortable: true, render: (c) => <CardStatusChip status={c.status} /> },
      { source: 'cardholderName', render: (c) => <Typography variant="body2" noWrap sx={{ fontWeight: 600, maxWidth: 220 }}>{c.cardholderName}</Typography> },
      { source: 'type', render: (c) => <Typography variant="body2" noWrap>{opts.typeLabel(c.type)}</Typography> },
      { source: 'currency', render: (c) => <Typography variant="body2">{c.currency}</Typography> },
      { source: 'expYear', label: 'resources.cards.fields.expiry', sortable: true, render: (c) => <Typography variant="body2">{expiryText(c)}</Typography> },
      { source: 'id', hideBelow: 1100, render: (c) => <IdText value={c.id} compact /> },
      { source: 'createdAt', label: 'app.issuing.createdTime', sortable: true, render: (c) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(c.createdAt)}</Typography> },
    ],
  };
}
