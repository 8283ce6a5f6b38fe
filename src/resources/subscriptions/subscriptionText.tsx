// How a subscription reads: its status chip and its price per interval (20.00 USD / Monthly, or every 3 × Monthly).
import { useCallback } from 'react';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/currency';
import type { SubscriptionStatus } from '../../../domain/subscriptions/billing';

const COLOR: Record<SubscriptionStatus, 'success' | 'info' | 'warning' | 'error' | 'default'> = {
  trialing: 'info', active: 'success', past_due: 'warning', paused: 'default', unpaid: 'error', canceled: 'default',
};

export function SubscriptionStatusChip({ status }: { status: SubscriptionStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLOR[status]} variant={status === 'canceled' || status === 'paused' ? 'outlined' : 'filled'} label={translate(`app.subscriptions.status.${status}`)} data-testid="subscription-status" />;
}

export function usePriceText() {
  const translate = useTranslate();
  return useCallback((p: { amount: number; currency: string; interval: string; intervalCount: number }) => {
    const unit = translate(`app.subscriptions.interval.${p.interval}`);
    return `${formatMoney(p.amount, p.currency)} · ${p.intervalCount === 1 ? unit : translate('app.subscriptions.every', { n: p.intervalCount, unit })}`;
  }, [translate]);
}
