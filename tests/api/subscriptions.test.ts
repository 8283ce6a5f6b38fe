// Coupons, plans and subscriptions (issue 30): coupons with promotion codes (create, refusals in both languages,
// tabs, export, deactivate, detail with redemptions and revenue at discount, simulator), subscribing at the hosted
// checkout with a promotion code, and the billing job over the test clock: renewal, failed charge and dunning,
// cancellation at period end, exactly-once billing when the job runs again, the test clock refused in live mode.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, subscriptionInvoices, subscriptions } from '../../server/db/schema';
import { billSubscription } from '../../server/services/subscriptions/billing';
import { simulatedNetwork } from '../../server/processor';
import { setupTestApp } from '../helpers/app';
import { payBody, payer } from '../factories/billing';
import { CARDS, signedInMerchant } from '../factories/payments';
import { rememberSecret } from '../helpers/secrets';

const { app, database } = await setupTestApp();
const db = database.db;

type Merchant = Awaited<ReturnType<typeof signedInMerchant>>;

async function plan(m: Merchant, body: Record<string, unknown> = {}) {
  const res = await m.test.post('/plans', { productName: 'Pro', amount: 2000, currency: 'USD', interval: 'month', intervalCount: 1, trialDays: 0, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; checkoutToken: string; amount: number; currency: string };
}

async function coupon(m: Merchant, body: Record<string, unknown> = {}) {
  const res = await m.test.post('/coupons', { name: 'Launch', kind: 'percent', percentOffBps: 2500, duration: 'once', promotionCodes: [], ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; promotionCodes: { code: string }[] };
}

async function subscribe(m: Merchant, p: { checkoutToken: string; amount: number; currency: string }, overrides: Record<string, unknown> = {}, card: string = CARDS.success) {
  const res = await payer(app).pay(p.checkoutToken, payBody(p, card, overrides));
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.outcome).toBe('succeeded');
  return body.subscriptionId as string;
}

async function advance(m: Merchant, id: string, by: 'day' | 'month' | 'renewal') {
  const res = await m.test.post(`/subscriptions/${id}/clock`, { by });
  expect(res.statusCode, res.body).toBe(200);
  await app.jobs.runDue('subscription_bill');
  return (await m.test.get(`/subscriptions/${id}`)).json();
}

const invoicesOf = (m: Merchant, subscriptionId: string) =>
  db.select().from(invoices).where(and(eq(invoices.accountId, m.account.id), eq(invoices.reference, subscriptionId))).orderBy(invoices.createdAt);

describe('coupons', () => {
  it('creates a coupon with several promotion codes, lists it under its tab and refuses a code already taken', async () => {
    const m = await signedInMerchant(app, db);
    const c = await coupon(m, { promotionCodes: ['spring25', 'SPRING-VIP'], maxRedemptions: 10, duration: 'repeating', durationMonths: 3 });
    expect(c).toMatchObject({ status: 'active', percentOffBps: 2500, duration: 'repeating', durationMonths: 3, timesRedeemed: 0 });
    expect(c.promotionCodes.map((p) => p.code).sort()).toEqual(['SPRING-VIP', 'SPRING25']);
    const taken = await m.test.post('/coupons', { name: 'Other', kind: 'percent', percentOffBps: 100, duration: 'once', promotionCodes: ['SPRING25'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This promotion code is already used by another coupon.');
    const counts = await m.test.get('/coupons/counts');
    expect(counts.json().data, counts.body).toMatchObject({ all: 1, active: 1, inactive: 0 });
    expect((await m.test.get('/coupons?filter=' + encodeURIComponent(JSON.stringify({ q: 'spring-vip' })))).json()).toHaveLength(1);
  });

  it('names the field of each refusal, in English and Chinese', async () => {
    const m = await signedInMerchant(app, db);
    const en = await m.test.post('/coupons', { name: '', kind: 'amount', duration: 'repeating', promotionCodes: ['x'] });
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toMatchObject({
      name: 'This field is required.',
      amountOff: 'This field is required.',
      durationMonths: 'Enter a number of months between 1 and 36.',
      'promotionCodes.0': 'A promotion code has 3 to 40 letters, digits, hyphens or underscores.',
    });
    const zh = await m.test.post('/coupons', { name: 'x', kind: 'percent', percentOffBps: 20_000, duration: 'once' }, { 'accept-language': 'zh-CN' });
    expect(zh.json().errors.percentOffBps).toBe('请输入 0.01 至 100 之间的百分比。');
  });

  it('deactivates (never deletes), and exports labels rather than codes', async () => {
    const m = await signedInMerchant(app, db);
    const c = await coupon(m, { kind: 'amount', percentOffBps: null, amountOff: [{ currency: 'USD', amount: 500 }, { currency: 'JPY', amount: 700 }], duration: 'forever' });
    const off = await m.test.post(`/coupons/${c.id}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.status).toBe('inactive');
    expect((await m.test.post(`/coupons/${c.id}/deactivate`)).statusCode).toBe(409);
    const csv = await m.test.get('/coupons/export');
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toContain('Coupon ID');
    expect(lines[1]).toContain('Deactivated');
    expect(lines[1]).toContain('Forever');
    expect(lines[1]).toContain('700 JPY / 5.00 USD');
  });

  it('simulates a plan period by period with the coupon', async () => {
    const m = await signedInMerchant(app, db);
    const p = await plan(m, { amount: 1000, currency: 'KWD', trialDays: 7 });
    const c = await coupon(m, { percentOffBps: 1250, duration: 'repeating', durationMonths: 2 });
    const sim = (await m.test.get(`/coupons/${c.id}/simulate?planId=${p.id}&periods=4`)).json();
    expect(sim.periods.map((r: { trial: boolean; discount: number; due: number }) => [r.trial, r.discount, r.due])).toEqual([[true, 0, 0], [false, 125, 875], [false, 125, 875], [false, 0, 1000]]);
    expect(sim.totals).toEqual({ gross: 3000, discount: 250, net: 2750 });
  });
});

describe('subscribing at the hosted checkout', () => {
  it('starts a subscription with a promotion code: the first invoice paid at the discount, the redemption counted', async () => {
    const m = await signedInMerchant(app, db);
    const p = await plan(m);
    const view = (await payer(app).view(p.checkoutToken)).json();
    expect(view).toMatchObject({ kind: 'plan', amount: 2000, currency: 'USD', plan: { interval: 'month', intervalCount: 1, trialDays: 0 }, payable: true });
    const c = await coupon(m, { promotionCodes: ['WELCOME'] });
    const id = await subscribe(m, p, { promotionCode: 'welcome' });
    const sub = (await m.test.get(`/subscriptions/${id}`)).json();
    expect(sub).toMatchObject({ status: 'active', couponId: c.id, productName: 'Pro', card: { last4: '4242' } });
    const [first] = await invoicesOf(m, id);
    expect(first).toMatchObject({ status: 'paid', totalAmount: 1500n });
    const types = sub.timeline.map((e: { type: string }) => e.type);
    expect(types).toEqual(expect.arrayContaining(['invoice', 'payment', 'coupon', 'status']));
    const detail = (await m.test.get(`/coupons/${c.id}`)).json();
    expect(detail.timesRedeemed).toBe(1);
    expect(detail.redemptions[0]).toMatchObject({ subscriptionId: id, code: 'WELCOME' });
    expect(detail.revenue).toEqual([{ currency: 'USD', invoices: 1, gross: 2000, discount: 500, net: 1500 }]);
    // The plan counts its subscription, in the list and on its own.
    expect((await m.test.get('/plans')).json().map((r: { subscriptions: number }) => r.subscriptions)).toEqual([1]);
    expect((await m.test.get(`/plans/${p.id}`)).json().subscriptions).toBe(1);
  });

  it('refuses an unknown or used-up code and a declined card, starting nothing', async () => {
    const m = await signedInMerchant(app, db);
    const p = await plan(m);
    await coupon(m, { promotionCodes: ['ONCEONLY'], maxRedemptions: 1 });
    const unknown = await payer(app, { lang: 'zh-CN' }).pay(p.checkoutToken, payBody(p, CARDS.success, { promotionCode: 'NOPE' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.promotionCode).toBe('该优惠码不存在。');
    await subscribe(m, p, { promotionCode: 'ONCEONLY' });
    const used = await payer(app).pay(p.checkoutToken, payBody(p, CARDS.success, { promotionCode: 'ONCEONLY', email: 'other@example.test' }));
    expect(used.json().errors.promotionCode).toBe('This coupon has reached its redemption limit.');
    const declined = await payer(app).pay(p.checkoutToken, payBody(p, CARDS.declined, { email: 'third@example.test' }));
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('The card was declined; the subscription was not started.');
    expect((await m.test.get('/subscriptions/counts')).json().data).toMatchObject({ all: 1, active: 1 });
  });
});

describe('the checkout before paying: the promotion code\'s first charge, and a trial\'s answer', () => {
  const quote = (token: string, body: object, lang = 'en') =>
    app.inject({ method: 'POST', url: `/api/checkout/${token}/promotion`, payload: body, headers: { 'accept-language': lang }, remoteAddress: '10.79.1.1' });

  it('answers the first charge of an applied code without redeeming it; the payment then charges exactly that', async () => {
    const m = await signedInMerchant(app, db);
    const p = await plan(m);
    const c = await coupon(m, { promotionCodes: ['QUARTER'] });
    const res = await quote(p.checkoutToken, { promotionCode: 'quarter' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ promotionCode: 'QUARTER', couponName: 'Launch', currency: 'USD', amount: 2000, discount: 500, firstCharge: 1500, dueToday: 1500 });
    expect((await m.test.get(`/coupons/${c.id}`)).json().timesRedeemed).toBe(0);
    const paid = await payer(app).pay(p.checkoutToken, payBody(p, CARDS.success, { promotionCode: 'QUARTER' }));
    expect(paid.json().subscription).toMatchObject({ status: 'active', trialEnd: null, amountCharged: 1500, currency: 'USD' });
    expect(paid.json().paymentId).toMatch(/^pay/);
    const unknown = await quote(p.checkoutToken, { promotionCode: 'NOPE' }, 'zh-CN');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.promotionCode).toBe('该优惠码不存在。');
    expect((await quote('not-a-real-token-at-all-000', { promotionCode: 'QUARTER' })).statusCode).toBe(404);
  });

  it('a trial charges nothing today: the quote says so and the answer names the subscription and its trial end, no payment', async () => {
    const m = await signedInMerchant(app, db);
    const p = await plan(m, { trialDays: 14 });
    await coupon(m, { promotionCodes: ['TRIAL25'] });
    expect((await quote(p.checkoutToken, { promotionCode: 'TRIAL25' })).json()).toMatchObject({ dueToday: 0, firstCharge: 1500, discount: 500 });
    const res = await payer(app).pay(p.checkoutToken, payBody(p, CARDS.success, { promotionCode: 'TRIAL25' }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.paymentId).toBe('');
    expect(body.subscription).toMatchObject({ id: body.subscriptionId, status: 'trialing', amountCharged: 0 });
    const sub = (await m.test.get(`/subscriptions/${body.subscriptionId}`)).json();
    expect(new Date(body.subscription.trialEnd).getTime()).toBe(new Date(sub.trialEnd).getTime());
    // The coupon's application is on the timeline from the start, before any invoice is discounted.
    const coupons = (t: { type: string; amount: number | null }[]) => t.filter((e) => e.type === 'coupon');
    expect(coupons(sub.timeline)).toEqual([expect.objectContaining({ label: 'Launch', amount: null, invoiceId: null, couponId: expect.stringMatching(/^coupon/) })]);
    const renewed = await advance(m, body.subscriptionId, 'renewal');
    expect(coupons(renewed.timeline).map((e) => e.amount)).toEqual([500, null]);
  });
});

describe('the billing job over the test clock', () => {
  it('renews at the next period: a second invoice, paid on the saved card, and the timeline shows it', async () => {
    const m = await signedInMerchant(app, db);
    const p = await plan(m);
    const id = await subscribe(m, p);
    const before = (await m.test.get(`/subscriptions/${id}`)).json();
    const after = await advance(m, id, 'renewal');
    expect(after.status).toBe('active');
    expect(after.currentPeriodStart).toBe(before.currentPeriodEnd);
    const list = await invoicesOf(m, id);
    expect(list.map((i) => [i.status, i.totalAmount])).toEqual([['paid', 2000n], ['paid', 2000n]]);
    expect(after.timeline.filter((e: { type: string }) => e.type === 'payment')).toHaveLength(2);
    expect(after.timeline.some((e: { type: string }) => e.type === 'clock')).toBe(true);
  });

  it('a trial ends in the first charge; a month of days bills nothing twice', async () => {
    const m = await signedInMerchant(app, db);
    const p = await plan(m, { interval: 'week', trialDays: 3 });
    const id = await subscribe(m, p);
    expect((await m.test.get(`/subscriptions/${id}`)).json().status).toBe('trialing');
    expect(await invoicesOf(m, id)).toHaveLength(0);
    for (let day = 0; day < 10; day++) await advance(m, id, 'day');
    // Trial of 3 days, then weekly: periods starting on days 3 and 10.
    const list = await invoicesOf(m, id);
    expect(list).toHaveLength(2);
    expect(list.every((i) => i.status === 'paid')).toBe(true);
    expect((await m.test.get(`/subscriptions/${id}`)).json().status).toBe('active');
  });

  it('a failed renewal goes past due and is retried on the dunning schedule, then the subscription is canceled', async () => {
    const m = await signedInMerchant(app, db);
    const p = await plan(m);
    const id = await subscribe(m, p);
    const card = await m.test.post(`/subscriptions/${id}/card`, { card: { number: CARDS.insufficientFunds, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' } });
    expect(card.statusCode, card.body).toBe(200);
    const failed = await advance(m, id, 'renewal');
    expect(failed.status).toBe('past_due');
    const [period] = await db.select().from(subscriptionInvoices).where(and(eq(subscriptionInvoices.subscriptionId, id), eq(subscriptionInvoices.status, 'open')));
    expect(period.attempts).toBe(1);
    // Retries 3, 5 and 7 days after each failure.
    expect(period.nextAttemptAt!.getTime() - period.periodStart.getTime()).toBe(3 * 86_400_000);
    const second = await advance(m, id, 'renewal');
    expect(second.status).toBe('past_due');
    await advance(m, id, 'renewal');
    const ended = await advance(m, id, 'renewal');
    expect(ended.status).toBe('canceled');
    const failures = ended.timeline.filter((e: { type: string }) => e.type === 'payment_failed');
    expect(failures).toHaveLength(4);
    // Canceled: the clock has nothing more to run, and no further invoice appears.
    expect(ended.actions).toEqual([]);
    expect(await invoicesOf(m, id)).toHaveLength(2);
  });

  it('a retry that succeeds brings the subscription back to active', async () => {
    const m = await signedInMerchant(app, db);
    const p = await plan(m);
    const id = await subscribe(m, p);
    const cardOf = (n: string) => ({ card: { number: n, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' } });
    await m.test.post(`/subscriptions/${id}/card`, cardOf(CARDS.declined));
    expect((await advance(m, id, 'renewal')).status).toBe('past_due');
    await m.test.post(`/subscriptions/${id}/card`, cardOf(CARDS.success));
    const back = await advance(m, id, 'renewal');
    expect(back.status).toBe('active');
    expect((await invoicesOf(m, id)).map((i) => i.status)).toEqual(['paid', 'paid']);
  });

  it('cancels at the period end, not before', async () => {
    const m = await signedInMerchant(app, db);
    const p = await plan(m);
    const id = await subscribe(m, p);
    const res = await m.test.post(`/subscriptions/${id}/cancel`, { at: 'period_end' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect((await advance(m, id, 'day')).status).toBe('active');
    const ended = await advance(m, id, 'renewal');
    expect(ended.status).toBe('canceled');
    expect(ended.canceledAt).toBe(ended.currentPeriodEnd);
    expect(await invoicesOf(m, id)).toHaveLength(1);
  });

  it('bills each period exactly once, however often the job runs', async () => {
    const m = await signedInMerchant(app, db);
    const p = await plan(m, { interval: 'day' });
    const id = await subscribe(m, p);
    await m.test.post(`/subscriptions/${id}/clock`, { by: 'month' });
    const scope = { accountId: m.account.id, livemode: false };
    // Two workers at once, then the queued job as well (a retry after a worker died runs the same code again).
    await Promise.all([billSubscription({ db, network: simulatedNetwork }, scope, id, new Date()), billSubscription({ db, network: simulatedNetwork }, scope, id, new Date())]);
    await app.jobs.runDue('subscription_bill');
    const periods = await db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.subscriptionId, id));
    const starts = periods.map((r) => r.periodStart.toISOString());
    expect(new Set(starts).size).toBe(starts.length);
    const list = await invoicesOf(m, id);
    expect(list.length).toBe(periods.length);
    expect(list.length).toBeGreaterThanOrEqual(29);
  });

  it('a worker dying mid-renewal rolls the renewal back whole; the retried job bills and charges the period once', async () => {
    const m = await signedInMerchant(app, db);
    const p = await plan(m);
    const id = await subscribe(m, p);
    const past = new Date(Date.now() - 60_000);
    await db.update(subscriptions).set({ currentPeriodEnd: past, nextActionAt: past }).where(eq(subscriptions.id, id));
    const scope = { accountId: m.account.id, livemode: false };
    // The process dies as the network is asked: the batch's transaction rolls back, no period, invoice or charge.
    const dying = { ...simulatedNetwork, authorizeSaved: () => { throw new Error('worker killed'); } };
    await expect(billSubscription({ db, network: dying }, scope, id, new Date())).rejects.toThrow('worker killed');
    const renewalsOf = () => db.select().from(subscriptionInvoices).where(and(eq(subscriptionInvoices.subscriptionId, id), eq(subscriptionInvoices.periodStart, past)));
    expect(await renewalsOf()).toHaveLength(0);
    expect((await invoicesOf(m, id)).map((i) => i.status)).toEqual(['paid']);
    // The retried job, twice over: the period is billed and charged once and the subscription renewed.
    await billSubscription({ db, network: simulatedNetwork }, scope, id, new Date());
    await billSubscription({ db, network: simulatedNetwork }, scope, id, new Date());
    const [renewal, ...more] = await renewalsOf();
    expect(more).toHaveLength(0);
    expect(renewal).toMatchObject({ status: 'paid', attempts: 1, nextAttemptAt: null });
    expect((await invoicesOf(m, id)).map((i) => i.status)).toEqual(['paid', 'paid']);
    const paymentsOf = async (invoiceId: string) =>
      ((await db.execute(sql`select count(*)::int as n from payments where invoice_id = ${invoiceId}`)) as unknown as { rows: { n: number }[] }).rows[0].n;
    expect(await paymentsOf(renewal.invoiceId)).toBe(1);
    const sub = (await m.test.get(`/subscriptions/${id}`)).json();
    expect(sub.status).toBe('active');
    expect(new Date(sub.currentPeriodStart).getTime()).toBe(past.getTime());
    expect(new Date(sub.nextActionAt ?? sub.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
  });

  it('changes plan with proration, and pauses and resumes', async () => {
    const m = await signedInMerchant(app, db);
    const basic = await plan(m, { amount: 1000 });
    const pro = await plan(m, { productName: 'Pro plus', amount: 3000 });
    const id = await subscribe(m, basic);
    const changed = await m.test.post(`/subscriptions/${id}/change-plan`, { planId: pro.id });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ planId: pro.id, productName: 'Pro plus', status: 'active' });
    const list = await invoicesOf(m, id);
    // Changed at once: the whole difference (the clock has not moved), charged now.
    expect(list.map((i) => [i.status, i.totalAmount])).toEqual([['paid', 1000n], ['paid', 2000n]]);
    const euro = await plan(m, { productName: 'Euro', currency: 'EUR' });
    expect((await m.test.post(`/subscriptions/${id}/change-plan`, { planId: euro.id })).json().errors.planId).toBe('The new plan must be in the same currency.');
    expect((await m.test.post(`/subscriptions/${id}/pause`, {})).json().status).toBe('paused');
    expect((await advance(m, id, 'month')).status).toBe('paused');
    expect(await invoicesOf(m, id)).toHaveLength(2);
    const resumed = await m.test.post(`/subscriptions/${id}/resume`, {});
    expect(resumed.json().status).toBe('active');
    await app.jobs.runDue('subscription_bill');
    expect(await invoicesOf(m, id)).toHaveLength(3);
  });

  it("bills the due subscriptions of every account in one renewal batch, once however often the minute's sweep runs", async () => {
    const m = await signedInMerchant(app, db);
    const other = await signedInMerchant(app, db);
    const ids = [await subscribe(m, await plan(m)), await subscribe(m, await plan(m, { amount: 700 })), await subscribe(other, await plan(other))];
    const declined = await subscribe(m, await plan(m));
    await m.test.post(`/subscriptions/${declined}/card`, { card: { number: CARDS.declined, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' } });
    const past = new Date(Date.now() - 60_000);
    await db.update(subscriptions).set({ currentPeriodEnd: past, nextActionAt: past }).where(inArray(subscriptions.id, [...ids, declined]));
    for (let i = 0; i < 2; i++) {
      await app.jobs.send('subscription_renewals', {});
      expect(await app.jobs.runDue('subscription_renewals')).toBe(1);
    }
    // One renewal job for the batch (its slot's key), not one per subscription.
    const queued = await db.execute(sql`select singleton_key as key from pgboss.job where name = 'subscription_bill' and state = 'created' and singleton_key like 'renewals:%'`);
    expect((queued as unknown as { rows: { key: string }[] }).rows.map((r) => r.key)).toEqual(['renewals:0']);
    await app.jobs.runDue('subscription_bill');
    await app.jobs.runDue('subscription_bill');
    for (const id of ids) {
      const renewed = await db.select().from(subscriptionInvoices).where(and(eq(subscriptionInvoices.subscriptionId, id), eq(subscriptionInvoices.periodStart, past)));
      expect(renewed.map((r) => [r.status, r.attempts])).toEqual([['paid', 1]]);
      const sub = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      expect(sub[0]).toMatchObject({ status: 'active', currentPeriodStart: past });
      expect(sub[0].nextActionAt!.getTime()).toBe(sub[0].currentPeriodEnd.getTime());
    }
    const [failed] = await db.select().from(subscriptionInvoices).where(and(eq(subscriptionInvoices.subscriptionId, declined), eq(subscriptionInvoices.periodStart, past)));
    expect(failed).toMatchObject({ status: 'open', attempts: 1 });
    expect(failed.nextAttemptAt!.getTime()).toBeGreaterThan(past.getTime());
    expect((await m.test.get(`/subscriptions/${declined}`)).json().status).toBe('past_due');
    // Each renewal's invoice numbered in the account's sequence, paid by one succeeded charge; the declined one open.
    const mine = await db.select().from(invoices).where(eq(invoices.accountId, m.account.id));
    expect(new Set(mine.map((i) => i.number)).size).toBe(mine.length);
    const charges = await db.execute(sql`select i.reference as sub, i.status as invoice, p.status as payment from invoices i join payments p on p.invoice_id = i.id
      where i.account_id = ${m.account.id} and i.created_at = ${past} order by p.status`);
    expect((charges as unknown as { rows: { invoice: string; payment: string }[] }).rows.map((r) => [r.invoice, r.payment])).toEqual([['open', 'failed'], ['paid', 'succeeded'], ['paid', 'succeeded']]);
    const renewedEvents = await db.execute(sql`select count(*)::int as n from events where account_id = ${m.account.id} and type = 'subscription.renewed'`);
    expect((renewedEvents as unknown as { rows: { n: number }[] }).rows[0].n).toBe(2);
    // Nothing due any more: the next sweep queues nothing.
    await app.jobs.send('subscription_renewals', {});
    await app.jobs.runDue('subscription_renewals');
    expect(await app.jobs.runDue('subscription_bill')).toBe(0);
  });

  it('refuses the test clock in live mode and actions the status does not allow', async () => {
    const m = await signedInMerchant(app, db);
    const live = await m.live.post('/subscriptions/sub_none/clock', { by: 'day' });
    expect([403, 404]).toContain(live.statusCode);
    const p = await plan(m);
    const id = await subscribe(m, p);
    await m.test.post(`/subscriptions/${id}/cancel`, { at: 'now' });
    const again = await m.test.post(`/subscriptions/${id}/pause`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This action is not possible in the subscription’s current status.');
  });
});

describe('the merchant API with restricted secret keys', () => {
  const withKey = (method: 'GET' | 'POST', url: string, key: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${key}`, ...headers }, payload, remoteAddress: '10.79.0.1' });
  const keyOf = async (m: Merchant, scopes?: object) => {
    const res = await m.test.post('/api-keys', { name: 'Billing server', ...(scopes && { scopes }) });
    expect(res.statusCode, res.body).toBe(201);
    const value = (res.json().data as { value: string }).value;
    rememberSecret('subscriptions test key', value);
    return value;
  };

  it('answers coupons, plans and subscriptions per scope: none refused, read reads, write creates and acts', async () => {
    const m = await signedInMerchant(app, db);
    const p = await plan(m);
    const id = await subscribe(m, p);
    const c = await coupon(m);
    const none = await keyOf(m, { payments: 'read' });
    for (const [url, name] of [['/test/api/coupons', 'coupons'], ['/test/api/plans', 'plans'], ['/test/api/subscriptions', 'subscriptions']] as const) {
      const refused = await withKey('GET', url, none);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(`This restricted key has no read access to ${name}.`);
    }
    const zh = await withKey('GET', `/test/api/coupons/${c.id}`, none, undefined, { 'accept-language': 'zh-CN' });
    expect(zh.json().message).toBe('该受限密钥没有优惠券的读取权限。');

    const reader = await keyOf(m, { coupons: 'read', plans: 'read', subscriptions: 'read' });
    expect((await withKey('GET', '/test/api/coupons', reader)).json().map((r: { id: string }) => r.id)).toEqual([c.id]);
    expect((await withKey('GET', `/test/api/coupons/${c.id}/simulate?planId=${p.id}`, reader)).statusCode).toBe(200);
    expect((await withKey('GET', `/test/api/plans/${p.id}`, reader)).statusCode).toBe(200);
    expect((await withKey('GET', `/test/api/subscriptions/${id}`, reader)).statusCode).toBe(200);
    expect((await withKey('GET', '/test/api/subscriptions/export', reader)).statusCode).toBe(200);
    const noWrite = await withKey('POST', '/test/api/coupons', reader, { name: 'K', kind: 'percent', percentOffBps: 100, duration: 'once' });
    expect(noWrite.statusCode).toBe(403);
    expect(noWrite.json().message).toBe('This restricted key has no write access to coupons.');
    expect((await withKey('POST', `/test/api/subscriptions/${id}/pause`, reader, {})).json().message).toBe('This restricted key has no write access to subscriptions.');
    expect((await withKey('POST', '/test/api/plans', reader, { productName: 'K', amount: 100, currency: 'USD', interval: 'month' })).statusCode).toBe(403);

    const writer = await keyOf(m, { coupons: 'write', plans: 'write', subscriptions: 'write' });
    const made = await withKey('POST', '/test/api/coupons', writer, { name: 'Key coupon', kind: 'percent', percentOffBps: 100, duration: 'once' }, { 'idempotency-key': 'cp-1' });
    expect(made.statusCode, made.body).toBe(201);
    const again = await withKey('POST', '/test/api/coupons', writer, { name: 'Key coupon', kind: 'percent', percentOffBps: 100, duration: 'once' }, { 'idempotency-key': 'cp-1' });
    expect(again.json().id).toBe(made.json().id);
    expect((await withKey('POST', '/test/api/plans', writer, { productName: 'Key plan', amount: 900, currency: 'USD', interval: 'month' })).statusCode).toBe(201);
    const paused = await withKey('POST', `/test/api/subscriptions/${id}/pause`, writer, {});
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().status).toBe('paused');
    // A standard key reaches all three.
    const standard = await keyOf(m);
    expect((await withKey('GET', '/test/api/subscriptions', standard)).statusCode).toBe(200);
    expect((await withKey('POST', `/test/api/coupons/${c.id}/deactivate`, standard, {})).statusCode).toBe(200);
  });
});
