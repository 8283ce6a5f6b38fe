// How a coupon reads in the list and on its page: its discount (12.5 % off, or 5.00 USD / 700 JPY), its duration,
// and its status chip.
import { useMemo } from 'react';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney, fromMinorUnits } from '../../../domain/currency';
import type { CouponStatus } from '../../../domain/subscriptions/records';
import type { Coupon } from '../../../domain/wire';

const STATUS_COLOR: Record<CouponStatus, 'success' | 'default' | 'warning'> = { active: 'success', expired: 'default', used_up: 'warning', inactive: 'default' };

export function CouponStatusChip({ status }: { status: CouponStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOR[status]} variant={status === 'active' ? 'filled' : 'outlined'} label={translate(`app.coupons.status.${status}`)} />;
}

export function useCouponText() {
  const translate = useTranslate();
  return useMemo(() => ({
    discount: (c: Pick<Coupon, 'percentOffBps' | 'amountOff'>) =>
      c.percentOffBps !== null
        ? translate('app.coupons.percentOff', { percent: fromMinorUnits(c.percentOffBps, 'USD').replace(/\.?0+$/, '') })
        : Object.entries(c.amountOff ?? {}).sort(([a], [b]) => a.localeCompare(b)).map(([cur, a]) => formatMoney(a, cur)).join(' / '),
    duration: (c: Pick<Coupon, 'duration' | 'durationMonths'>) =>
      c.duration === 'repeating' ? translate('app.coupons.months', { smart_count: c.durationMonths ?? 0 }) : translate(`app.coupons.duration.${c.duration}`),
  }), [translate]);
}
