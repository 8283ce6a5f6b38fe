// Demo cardholders and cards (issue 31), on the demo merchant in both modes, made by the real services at past
// instants: active and inactive cardholders with their controls, virtual and physical cards of both brands in every
// status (active, inactive, canceled), with limits per interval. (Authorizations and transactions come with the
// issuing balance, not built yet.)
import type { CardholderValues } from '../../domain/issuing/cardholders';
import type { SpendingControls } from '../../domain/issuing/controls';
import type { DbOrTx } from '../db/client';
import { updateCardholder } from '../repositories/cardholders';
import { updateCard } from '../repositories/cards';
import type { Scope } from '../repositories/scope';
import { createCardholder } from '../services/issuing/cardholders';
import { issueCard } from '../services/issuing/cards';

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
  // Cards are issued to active cardholders: an inactive one is made active, given cards, then stopped.
  for (const h of HOLDERS) {
    const { key, daysAgo, ...input } = h;
    const record = await createCardholder(tx, scope, { ...input, status: 'active' }, new Date(now.getTime() - daysAgo * DAY));
    ids.set(key, record.id);
  }
  for (const c of CARDS) {
    const at = new Date(now.getTime() - c.daysAgo * DAY);
    const card = await issueCard(tx, scope, { cardholderId: ids.get(c.holder)!, type: c.type, brand: c.brand, currency: c.currency, status: 'active', spendingControls: c.controls }, at);
    if (c.ends) await updateCard(tx, scope, card.id, { status: c.ends, ...(c.ends === 'canceled' ? { canceledAt: new Date(at.getTime() + 20 * DAY) } : {}), updatedAt: new Date(at.getTime() + 20 * DAY) });
  }
  for (const h of HOLDERS.filter((x) => x.status === 'inactive')) {
    await updateCardholder(tx, scope, ids.get(h.key)!, { status: 'inactive', updatedAt: new Date(now.getTime() - 10 * DAY) });
  }
}

export async function seedDemoIssuing(tx: DbOrTx, accountId: string, now: Date = new Date()) {
  for (const livemode of [false, true]) await seedScope(tx, { accountId, livemode }, now);
}
