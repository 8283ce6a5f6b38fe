// The payment methods of /settingspayments: all card brands on by default, saved per mode with an event, at least
// one kept on, the settingspayments code enforced, other merchants kept out, and the hosted checkout refusing a card
// of a brand turned off before anything is recorded.
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CARD_BRANDS } from '../../domain/payment-methods';
import { events, payments } from '../../server/db/schema';
import { setupTestApp } from '../helpers/app';
import { createLink, payBody, payer } from '../factories/billing';
import { signedInMerchant } from '../factories/payments';

const { app, database } = await setupTestApp();
const db = database.db;

const ALL_ON = { cardBrands: Object.fromEntries(CARD_BRANDS.map((b) => [b, true])) };
const withOff = (...off: string[]) => ({ cardBrands: Object.fromEntries(CARD_BRANDS.map((b) => [b, !off.includes(b)])) });

describe('GET and PUT /settings/payment-methods', () => {
  it('starts with every brand on, saves per mode with an event, and leaves the other mode alone', async () => {
    const m = await signedInMerchant(app, db);
    expect((await m.test.get('/settings/payment-methods')).json().data).toEqual(ALL_ON);

    const saved = await m.test.put('/settings/payment-methods', withOff('visa', 'jcb'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual(withOff('visa', 'jcb'));
    expect((await m.test.get('/settings/payment-methods')).json().data).toEqual(withOff('visa', 'jcb'));
    expect((await m.live.get('/settings/payment-methods')).json().data).toEqual(ALL_ON);

    await m.test.put('/settings/payment-methods', withOff('amex'));
    expect((await m.test.get('/settings/payment-methods')).json().data).toEqual(withOff('amex'));
    const written = await db.select().from(events).where(and(eq(events.accountId, m.account.id), eq(events.type, 'payment_methods.updated')));
    expect(written).toHaveLength(2);
    expect(written.every((e) => e.livemode === false)).toBe(true);
    expect(written.map((e) => (e.data as { cardBrands: Record<string, boolean> }).cardBrands.visa).sort()).toEqual([false, true]);
  });

  it('refuses to turn every brand off, and bodies that are not the settings, naming the field', async () => {
    const m = await signedInMerchant(app, db);
    const none = await m.test.put('/settings/payment-methods', withOff(...CARD_BRANDS));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ cardBrands: 'Keep at least one card brand turned on.' });
    for (const body of [{}, { cardBrands: { visa: 'yes' } }, { cardBrands: { ...ALL_ON.cardBrands, diners: true } }, { ...ALL_ON, extra: 1 }]) {
      const res = await m.test.put('/settings/payment-methods', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}).length, res.body).toBeGreaterThan(0);
    }
    expect((await m.test.get('/settings/payment-methods')).json().data).toEqual(ALL_ON);
  });

  it('answers only members holding settingspayments, and only about their own account', async () => {
    const analyst = await signedInMerchant(app, db, { permissions: ['Overview', 'settings'] });
    expect((await analyst.test.get('/settings/payment-methods')).statusCode).toBe(403);
    expect((await analyst.test.put('/settings/payment-methods', withOff('visa'))).statusCode).toBe(403);

    const a = await signedInMerchant(app, db);
    const b = await signedInMerchant(app, db, { permissions: ['settingspayments'] });
    await a.test.put('/settings/payment-methods', withOff('mastercard'));
    expect((await b.test.get('/settings/payment-methods')).json().data).toEqual(ALL_ON);
    await b.test.put('/settings/payment-methods', withOff('unionpay'));
    expect((await a.test.get('/settings/payment-methods')).json().data).toEqual(withOff('mastercard'));
  });
});

describe('the hosted checkout and the payment methods', () => {
  it('refuses a card of a brand turned off before anything is recorded, takes an allowed brand, and lists what it takes', async () => {
    const m = await signedInMerchant(app, db);
    await m.test.put('/settings/payment-methods', withOff('visa'));
    const link = await createLink(m.test, { amount: 1800, description: 'Brand check' });
    const view = await payer(app).view(link.token);
    expect(view.json().acceptedBrands).toEqual(['mastercard', 'amex', 'unionpay', 'jcb']);

    for (const lang of ['en', 'zh-CN']) {
      const refused = await payer(app, { lang }).pay(link.token, payBody(link, '4242424242424242'));
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors).toEqual({ 'card.number': lang === 'en' ? 'This card brand is not accepted by this merchant. Please use another card.' : '该商户不接受此银行卡品牌，请使用其他银行卡。' });
    }
    const [{ n }] = await db.select({ n: count() }).from(payments).where(eq(payments.accountId, m.account.id));
    expect(n).toBe(0);
    expect((await m.test.get(`/payment-links/${link.id}`)).json()).toMatchObject({ startedCount: 0, paidCount: 0 });

    const paid = await payer(app).pay(link.token, payBody(link, '378282246310005'));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().outcome).toBe('succeeded');
    const list = (await m.test.get('/payments')).json();
    expect(list).toHaveLength(1);
    expect(list[0].card?.brand ?? list[0].cardBrand).toBe('American Express');
  });
});
