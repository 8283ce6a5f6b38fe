// The authorizations' and transactions' lists (the tabs of /issuing, and a card's own on its page): status or type
// tabs with counts, search, currency, dates, sort and export; each row opens its detail.
import { Typography } from '@mui/material';
import { formatListTime } from '../../../domain/dates';
import { AUTHORIZATION_STATUSES, TRANSACTION_TYPES } from '../../../domain/issuing/authorizations';
import { ISSUING_CURRENCIES } from '../../../domain/issuing/controls';
import type { IssuingAuthorization, IssuingTransaction } from '../../../domain/wire';
import type { ResourceListConfig } from '../list/types';
import { Money } from '../money/Money';
import { IdText } from '../money/IdText';
import { pathOf } from '../record/paths';
import { AuthorizationStatusChip, DecisionText, TransactionTypeChip } from './authorizationText';
import { CardNumberText } from './cardText';

const time = (at: string) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(at)}</Typography>;
const ofCard = (cardId: string | undefined, key: string) => (cardId ? { permanentFilter: { cardId }, syncWithLocation: false, storeKey: key } : {});
const ofCardholder = (cardholderId: string | undefined) => (cardholderId ? { permanentFilter: { cardholderId }, syncWithLocation: false, storeKey: 'issuing-authorizations.ofCardholder' } : {});
const currencySelect = { source: 'currency', label: 'resources.issuing-authorizations.fields.currency', anyLabel: 'app.issuing.anyCurrency', options: ISSUING_CURRENCIES };

/** `cardId`: one card's (its page); `cardholderId`: every card of one cardholder (their page). */
export function authorizationListConfig(opts: { cardId?: string; cardholderId?: string } = {}): ResourceListConfig<IssuingAuthorization> {
  return {
    resource: 'issuing-authorizations',
    defaultSort: { field: 'createdAt', order: 'DESC' },
    filters: {
      text: opts.cardId || opts.cardholderId ? [] : [{ source: 'q', label: 'app.issuing.searchAuthorizations' }],
      statuses: AUTHORIZATION_STATUSES,
      statusLabel: (s) => `app.issuing.authorizationStatus.${s}`,
      selects: [currencySelect],
      dateRange: { offset: 'Z' },
    },
    counts: true,
    tabs: [{ label: 'app.issuing.all' }, ...AUTHORIZATION_STATUSES.map((s) => ({ label: `app.issuing.authorizationStatus.${s}`, status: s }))],
    exportTimeZone: 'UTC',
    rowLink: (a) => pathOf('issuing-authorizations', 'show', a.id),
    ...ofCard(opts.cardId, 'issuing-authorizations.ofCard'),
    ...ofCardholder(opts.cardholderId),
    columns: [
      { source: 'amount', align: 'right', sortable: true, render: (a) => <Money amount={a.amount} currency={a.currency} strong /> },
      { source: 'merchantName', render: (a) => <Typography variant="body2" noWrap sx={{ fontWeight: 600, maxWidth: 220 }}>{a.merchantName}</Typography> },
      { source: 'status', sortable: true, render: (a) => <AuthorizationStatusChip status={a.status} /> },
      { source: 'declineReason', render: (a) => <DecisionText reason={a.declineReason} inList /> },
      ...(opts.cardId ? [] : [{ source: 'cardLast4', hideBelow: 900, render: (a: IssuingAuthorization) => <CardNumberText card={{ brand: a.cardBrand, last4: a.cardLast4 }} /> }]),
      ...(opts.cardholderId ? [] : [{ source: 'cardholderName', hideBelow: 1100, render: (a: IssuingAuthorization) => <Typography variant="body2" noWrap>{a.cardholderName}</Typography> }]),
      { source: 'id', hideBelow: 1300, render: (a) => <IdText value={a.id} compact /> },
      { source: 'createdAt', label: 'app.issuing.createdTime', sortable: true, render: (a) => time(a.createdAt) },
    ],
  };
}

export function transactionListConfig(opts: { cardId?: string } = {}): ResourceListConfig<IssuingTransaction> {
  return {
    resource: 'issuing-transactions',
    defaultSort: { field: 'createdAt', order: 'DESC' },
    filters: {
      text: opts.cardId ? [] : [{ source: 'q', label: 'app.issuing.searchTransactions' }],
      selects: [currencySelect],
      dateRange: { offset: 'Z' },
    },
    counts: true,
    tabField: 'type',
    tabs: [{ label: 'app.issuing.all' }, ...TRANSACTION_TYPES.map((t) => ({ label: `app.issuing.transactionType.${t}`, status: t }))],
    exportTimeZone: 'UTC',
    rowLink: (t) => pathOf('issuing-transactions', 'show', t.id),
    ...ofCard(opts.cardId, 'issuing-transactions.ofCard'),
    columns: [
      { source: 'amount', align: 'right', sortable: true, render: (t) => <Money amount={t.amount} currency={t.currency} negative={t.type === 'refund'} strong /> },
      { source: 'type', sortable: true, render: (t) => <TransactionTypeChip type={t.type} /> },
      { source: 'merchantName', render: (t) => <Typography variant="body2" noWrap sx={{ fontWeight: 600, maxWidth: 220 }}>{t.merchantName}</Typography> },
      { source: 'cardLast4', hideBelow: 900, render: (t) => <CardNumberText card={{ brand: t.cardBrand, last4: t.cardLast4 }} /> },
      { source: 'cardholderName', hideBelow: 1100, render: (t) => <Typography variant="body2" noWrap>{t.cardholderName}</Typography> },
      { source: 'id', hideBelow: 1300, render: (t) => <IdText value={t.id} compact /> },
      { source: 'createdAt', label: 'app.issuing.createdTime', sortable: true, render: (t) => time(t.createdAt) },
    ],
  };
}
