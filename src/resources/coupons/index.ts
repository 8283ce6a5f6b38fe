// Coupons: the list (/coupons), a new coupon (/newCoupon) and a coupon with its redemptions, revenue and
// simulator (/couponDetail?id=).
import { defineResource } from '../defineResource';

export const coupons = defineResource({
  name: 'coupons',
  views: {
    list: () => import('./CouponList'),
    create: () => import('./CouponCreate'),
    show: () => import('./CouponShow'),
  },
  recordRepresentation: (record) => String(record.name ?? record.id),
});
