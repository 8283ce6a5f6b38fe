// Coupons and subscriptions as a merchant and a customer use them (issue 30): a plan and a coupon with a promotion
// code made through the API for the spec's own merchant, a signed-out customer subscribing on the plan's hosted
// checkout with a test card and the code, the test clock moved to the next renewal from the subscription's page, the
// second invoice paid and the timeline showing both; the plan's member tier and the subscriber as its member on
// /Membership and the member's page; the coupon's page with its redemption and simulator; screenshots.
import { expect, test } from '@playwright/test';
import { payerPage, payWith } from './checkout-helpers';
import { snap } from './fixtures';
import { openAsSpecMerchant } from './world';

test('a customer subscribes with a promotion code; the test clock renews and the timeline shows the second invoice paid', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const merchant = await openAsSpecMerchant(page);
  const plan = await merchant.api.post<{ id: string; checkoutToken: string }>('/plans', { productName: 'E2E Pro', amount: 2000, currency: 'USD', interval: 'month', intervalCount: 1, trialDays: 0 });
  const coupon = await merchant.api.post<{ id: string }>('/coupons', { name: 'E2E quarter off', kind: 'percent', percentOffBps: 2500, duration: 'once', promotionCodes: ['E2EQUARTER'] });

  const payer = await payerPage(browser);
  await payer.goto(`/pay/${plan.checkoutToken}`);
  await expect(payer.getByTestId('checkout-amount')).toHaveText('20.00 USD');
  await expect(payer.getByTestId('checkout-plan-terms')).toBeVisible();
  await expect(payer.getByTestId('checkout-pay')).toHaveText(/20\.00 USD/);
  await payer.getByTestId('checkout-promotion-code').fill('e2equarter');
  await payer.getByTestId('checkout-promotion-apply').click();
  // The applied code's discount is in the summary and on the Pay button: what the server charges.
  await expect(payer.getByTestId('checkout-promotion-applied')).toContainText('E2EQUARTER');
  await expect(payer.getByTestId('checkout-discount')).toContainText('5.00');
  await expect(payer.getByTestId('checkout-due-today')).toHaveText('15.00 USD');
  await expect(payer.getByTestId('checkout-pay')).toHaveText(/15\.00 USD/);
  await snap(payer, 'subscriptions-checkout');
  await payWith(payer, '4242424242424242');
  await expect(payer.getByTestId('checkout-succeeded')).toBeVisible({ timeout: 20_000 });
  await expect(payer.getByTestId('checkout-succeeded')).toContainText('15.00 USD');
  await expect(payer.getByTestId('checkout-payment-id')).toBeVisible();

  await page.goto('/test/subscriptions');
  await expect(page.getByTestId('plans-table')).toContainText('E2E Pro');
  await page.getByRole('row', { name: /Ada Lovelace/ }).first().click();
  await expect(page).toHaveURL(/\/test\/subscriptionsDetail\?id=/, { timeout: 20_000 });
  const timeline = page.getByTestId('subscription-timeline');
  // Two coupon entries: its application at the checkout and the discount on the first invoice.
  await expect(timeline.getByTestId('timeline-coupon').filter({ hasText: 'Coupon E2E quarter off applied' })).toHaveCount(1);
  await expect(timeline.getByTestId('timeline-coupon').filter({ hasText: 'Discount of coupon E2E quarter off' })).toHaveCount(1);
  await expect(timeline.getByTestId('timeline-payment')).toHaveCount(1);

  await page.getByTestId('clock-renewal').click();
  // The billing job runs in the background: the page shows the renewal once it is done.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('subscription-timeline').getByTestId('timeline-payment')).toHaveCount(2, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(timeline.getByTestId('timeline-invoice')).toHaveCount(2);
  await expect(page.getByTestId('subscription-status')).toContainText('Active');
  await snap(page, 'subscriptions-detail');

  // Membership (test mode): a tier tied to the plan makes the subscriber a member, with the tier and the since-date.
  await merchant.api.post('/member-tiers', { name: 'E2E Gold', benefits: ['Priority support'], planIds: [plan.id] });
  const [member] = await merchant.api.get<{ id: string; since: string; tierName: string }[]>('/members');
  expect(member.tierName).toBe('E2E Gold');
  await page.goto('/test/Membership');
  await expect(page.getByTestId('tier-row').filter({ hasText: 'E2E Gold' })).toContainText('E2E Pro');
  const memberRow = page.getByRole('row', { name: /Ada Lovelace/ }).first();
  await expect(memberRow).toContainText('E2E Gold');
  await expect(memberRow).toContainText(member.since.slice(0, 10));
  await snap(page, 'subscriptions-membership');
  await memberRow.click();
  await expect(page).toHaveURL(new RegExp(`/test/Membership\\?id=${member.id}`));
  await expect(page.getByTestId('member-tier')).toContainText('E2E Gold');
  // A detail reads its times in UTC+8 (the spec's zone for details; the list above is in UTC), so from 16:00 UTC on
  // the member's day there is the next one.
  const sinceUtc8 = new Date(Date.parse(member.since) + 8 * 3_600_000).toISOString().slice(0, 10);
  await expect(page.getByTestId('member-since')).toContainText(`${sinceUtc8} `);
  await expect(page.getByTestId('member-since')).toContainText('(UTC+8)');
  await snap(page, 'subscriptions-member');

  await page.goto(`/test/couponDetail?id=${coupon.id}`);
  await expect(page.getByTestId('coupon-redeemed')).toContainText('1');
  await expect(page.getByTestId('coupon-redemptions')).toContainText('Ada Lovelace');
  await expect(page.getByTestId('simulator-table')).toContainText('15.00');
  await snap(page, 'subscriptions-coupon-detail');
  await page.goto('/test/coupons');
  await expect(page.getByRole('row', { name: /E2E quarter off/ })).toBeVisible();
  await snap(page, 'subscriptions-coupons');
});

test('a trial signup says nothing was charged yet: the subscription and the trial end, no payment id; a typed code must be applied first', async ({ page, browser }) => {
  const merchant = await openAsSpecMerchant(page);
  const plan = await merchant.api.post<{ checkoutToken: string }>('/plans', { productName: 'E2E Trial', amount: 1200, currency: 'USD', interval: 'month', intervalCount: 1, trialDays: 14 });
  await merchant.api.post('/coupons', { name: 'E2E trial ten', kind: 'amount', amountOff: [{ currency: 'USD', amount: 200 }], duration: 'once', promotionCodes: ['E2ETRIAL'] });
  const payer = await payerPage(browser);
  await payer.goto(`/pay/${plan.checkoutToken}`);
  await expect(payer.getByTestId('checkout-pay')).toHaveText('Start free trial');
  await expect(payer.getByTestId('checkout-due-today')).toHaveText('0.00 USD');
  await payer.getByTestId('checkout-promotion-code').fill('E2ETRIAL');
  await payWith(payer, '4242424242424242');
  await expect(payer.getByTestId('checkout-promotion-unapplied')).toBeVisible();
  await payer.getByTestId('checkout-promotion-apply').click();
  await expect(payer.getByTestId('checkout-discount')).toContainText('2.00');
  await payer.getByTestId('checkout-pay').click();
  const done = payer.getByTestId('checkout-succeeded');
  await expect(done).toContainText('Free trial started', { timeout: 20_000 });
  await expect(done).toContainText('10.00 USD');
  await expect(payer.getByTestId('checkout-subscription-id')).toContainText('sub');
  await expect(payer.getByTestId('checkout-payment-id')).toHaveCount(0);
});
