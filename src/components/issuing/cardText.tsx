// How a card reads: its brand and last 4 (never more), its expiry, its status chip.
import { Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CardStatus } from '../../../domain/issuing/cards';
import type { Card } from '../../../domain/wire';

const COLOR: Record<CardStatus, 'success' | 'default' | 'error'> = { active: 'success', inactive: 'default', canceled: 'error' };

export function CardStatusChip({ status }: { status: CardStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLOR[status]} variant={status === 'active' ? 'filled' : 'outlined'} label={translate(`app.issuing.cardStatus.${status}`)} />;
}

/** The brand and last 4 on one line, as the lists' other one-line cells are (noWrap). */
export function CardNumberText({ card }: { card: Pick<Card, 'brand' | 'last4'> }) {
  return <Typography variant="body2" noWrap sx={{ fontVariantNumeric: 'tabular-nums' }}>{card.brand} •••• {card.last4}</Typography>;
}

export const expiryText = (c: Pick<Card, 'expMonth' | 'expYear'>) => `${String(c.expMonth).padStart(2, '0')}/${c.expYear}`;
