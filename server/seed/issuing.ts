// Demo cardholders and cards (issue 31), on the demo merchant in both modes, made by the real services at past
// instants: active and inactive cardholders with their controls, virtual and physical cards of both brands in every
// status (active, inactive, canceled), with limits per interval; the issuing balance funded from the available
// balance, and three months of purchases through the real rule: approved (captured, some refunded, the recent ones
// pending, a few expired) and declined (limits, blocked categories, the balance, inactive and canceled cards).
import type { CardholderValues } from '../../domain/issuing/cardholders';
import type { SpendingControls } from '../../domain/issuing/controls';
import type { DbOrTx } from '../db/client';
import { updateCardholder } from '../repositories/cardholders';
import { updateCard } from '../repositories/cards';
import type { Scope } from '../repositories/scope';
import { createCardholder } from '../services/issuing/cardholders';
import { issueCard } from '../services/issuing/cards';
import { authorizePurchase, captureAuthorization, expireAuthorizations, refundTransaction } from '../services/issuing/authorizations';
import { fundIssuingBalance } from '../services/issuing/balance';
import { availableForDebit } from '../repositories/ledger';
import { accountTimezone } from '../repositories/accounts';
import type { Db } from '../db/client';
import type { MerchantCategory } from '../../domain/issuing/controls';

const DAY = 86_400_000;
const none: SpendingControls = { spendingLimits: [], blockedCategories: [], blockedCountries: [] };

const HOLDERS: (CardholderValues & { key: string; daysAgo: number })[] = [
  {
    key: 'jane', daysAgo: 90, name: 'Jane Smith', email: 'jane.smith@acme.example.com', phone: '+14155550100', status: 'active',
    billing: { line1: '500 Howard St', line2: 'Floor 3', city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' },
    spendingControls: { spendingLimits: [{ interval: 'monthly', amount: 1_000_000, currency: 'USD' }], blockedCategories: ['gambling'], blockedCountries: ['KP'] },
  },
  {
    key: 'wei', daysAgo: 75, name: 'Wei Zhang', email: 'wei.zhang@acme.example.com', phone: '+8613800138000', status: 'active',
    billing: { line1: '88 Century Ave', line2: null, city: 'Shanghai', state: null, postalCode: '200120', country: 'CN' },
    spendingControls: none,
  },
  {
    key: 'tom', daysAgo: 60, name: 'Tom Becker', email: 'tom.becker@acme.example.com', phone: '+442079460000', status: 'inactive',
    billing: { line1: '1 Poultry', line2: null, city: 'London', state: null, postalCode: 'EC2R 8EJ', country: 'GB' },
    spendingControls: none,
  },
];

const CARDS: { holder: string; daysAgo: number; type: 'virtual' | 'physical'; brand: 'VISA' | 'Mastercard'; currency: string; ends?: 'inactive' | 'canceled'; controls: SpendingControls }[] = [
  { holder: 'jane', daysAgo: 89, type: 'virtual', brand: 'VISA', currency: 'USD', controls: { spendingLimits: [{ interval: 'daily', amount: 50_000, currency: 'USD' }, { interval: 'per_authorization', amount: 20_000, currency: 'USD' }], blockedCategories: ['jewelry'], blockedCountries: [] } },
  { holder: 'jane', daysAgo: 80, type: 'physical', brand: 'Mastercard', currency: 'USD', controls: { spendingLimits: [{ interval: 'weekly', amount: 150_000, currency: 'USD' }], blockedCategories: [], blockedCountries: [] } },
  { holder: 'wei', daysAgo: 74, type: 'virtual', brand: 'Mastercard', currency: 'CNY', controls: { spendingLimits: [{ interval: 'monthly', amount: 2_000_000, currency: 'CNY' }], blockedCategories: ['gambling'], blockedCountries: [] } },
  { holder: 'wei', daysAgo: 40, type: 'physical', brand: 'VISA', currency: 'CNY', ends: 'inactive', controls: none },
  { holder: 'tom', daysAgo: 59, type: 'virtual', brand: 'VISA', currency: 'GBP', ends: 'canceled', controls: none },
];

async function seedScope(tx: DbOrTx, scope: Scope, now: Date) {
  const ids = new Map<string, string>();
  const cardIds: { id: string; currency: string; holder: string; ends?: string; daysAgo: number }[] = [];
  // Cards are issued to active cardholders: an inactive one is made active, given cards, then stopped.
  for (const h of HOLDERS) {
    const { key, daysAgo, ...input } = h;
    const record = await createCardholder(tx, scope, { ...input, status: 'active' }, new Date(now.getTime() - daysAgo * DAY));
    ids.set(key, record.id);
  }
  for (const c of CARDS) {
    const at = new Date(now.getTime() - c.daysAgo * DAY);
    const card = await issueCard(tx, scope, { cardholderId: ids.get(c.holder)!, type: c.type, brand: c.brand, currency: c.currency, status: 'active', spendingControls: c.controls }, at);
    cardIds.push({ id: card.id, currency: c.currency, holder: c.holder, ends: c.ends, daysAgo: c.daysAgo });
    if (c.ends) await updateCard(tx, scope, card.id, { status: c.ends, ...(c.ends === 'canceled' ? { canceledAt: new Date(at.getTime() + 20 * DAY) } : {}), updatedAt: new Date(at.getTime() + 20 * DAY) });
  }
  for (const h of HOLDERS.filter((x) => x.status === 'inactive')) {
    await updateCardholder(tx, scope, ids.get(h.key)!, { status: 'inactive', updatedAt: new Date(now.getTime() - 10 * DAY) });
  }
  await seedPurchases(tx, scope, cardIds, now);
}

const MERCHANTS: [string, MerchantCategory, string, number][] = [
  ['Blue Bottle Coffee', 'restaurants', 'US', 1_850], ['Delta Air Lines', 'airlines', 'US', 42_000], ['Hertz', 'car_rental', 'US', 18_900],
  ['Marriott', 'hotels', 'US', 31_500], ['Whole Foods', 'groceries', 'US', 6_420], ['Shell', 'fuel', 'US', 5_800], ['Uber', 'taxi_rides', 'US', 2_350],
  ['GitHub', 'software', 'US', 2_100], ['Apple Store', 'electronics', 'US', 129_900], ['Staples', 'office_supplies', 'CA', 4_275],
  ['Google Ads', 'advertising', 'IE', 25_000], ['Tiffany & Co.', 'jewelry', 'US', 54_000], ['Lucky Casino', 'gambling', 'MO', 10_000],
];

/** Minor units in the card's currency (CNY about seven times USD). */
const inCurrency = (usd: number, currency: string) => (currency === 'CNY' ? Math.round(usd * 7.1) : usd);

/**
 * Three months of purchases on the scope's cards, decided by the real rule at their instants: the issuing balance is
 * funded first (from the available balance, 95 days ago when it held enough then, else now); approvals older than a
 * day are captured (every seventh refunded in part), those of the last three days stay pending, every eleventh
 * older one is left to expire; the sweep then expires them.
 */
async function seedPurchases(tx: DbOrTx, scope: Scope, cards: { id: string; currency: string; holder: string; ends?: string; daysAgo: number }[], now: Date) {
  const tz = (await accountTimezone(tx, scope.accountId)) ?? 'UTC';
  for (const [currency, target] of [['USD', 1_500_000], ['CNY', 6_000_000]] as const) {
    const early = new Date(now.getTime() - 95 * DAY);
    const then = await availableForDebit(tx, scope, currency, early);
    const at = then >= BigInt(target) ? early : now;
    const avail = at === early ? then : await availableForDebit(tx, scope, currency, now);
    const amount = Math.min(target, Number(avail));
    if (amount > 0) await fundIssuingBalance(tx, scope, { amount, currency }, at);
  }
  let seed = scope.livemode ? 7 : 3;
  const rand = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  let n = 0;
  for (const card of cards) {
    // Ended cards are tried in their last ten days (declined: inactive, canceled); the others from their issue on.
    const from = card.ends ? 10 : Math.min(card.daysAgo - 1, 88);
    for (let day = from; day >= 0; day -= 1) {
      if (rand() < 0.45) continue;
      const [merchant, category, country, base] = MERCHANTS[Math.floor(rand() * MERCHANTS.length)];
      const at = new Date(now.getTime() - day * DAY - Math.floor(rand() * 10 * 3_600_000) - 3_600_000);
      const amount = inCurrency(Math.max(100, Math.round(base * (0.6 + rand() * 0.8))), card.currency);
      const currency = rand() < 0.03 ? 'EUR' : card.currency;
      const auth = await authorizePurchase(tx, scope, { cardId: card.id, merchantName: merchant, merchantCategory: category, merchantCountry: country, amount, currency }, at, tz);
      n += 1;
      if (!auth.approved || day < 3 || n % 11 === 0) continue;
      const captured = await captureAuthorization(tx, scope, auth.id, undefined, new Date(at.getTime() + 6 * 3_600_000));
      if (n % 7 === 0) await refundTransaction(tx, scope, captured.id, Math.floor(captured.amount / 2), new Date(at.getTime() + 2 * DAY));
    }
  }
  await expireAuthorizations(tx as unknown as Db, now);
}

export async function seedDemoIssuing(tx: DbOrTx, accountId: string, now: Date = new Date()) {
  for (const livemode of [false, true]) await seedScope(tx, { accountId, livemode }, now);
}
