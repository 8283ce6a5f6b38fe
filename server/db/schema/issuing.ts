// Issuing (issue 31): cardholders and the cards issued to them, each with its spending controls (limits per interval,
// blocked merchant categories and countries). A card keeps its last 4 digits only: the full number and the CVC are
// never stored (a test-mode virtual card's are shown once, by the simulator, and forgotten). Rules are domain/issuing/.
import { boolean, char, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CARDHOLDER_STATUSES } from '../../../domain/issuing/cardholders';
import { CARD_STATUSES, CARD_TYPES } from '../../../domain/issuing/cards';
import { CARD_BRANDS } from '../../../domain/issuing/controls';
import type { SpendingControls } from '../../../domain/issuing/controls';
import { accounts } from './accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const scope = () => ({
  accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  livemode: boolean('livemode').notNull(),
});

export const cardholders = pgTable(
  'issuing_cardholders',
  {
    id: text('id').primaryKey(),
    ...scope(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    billingLine1: text('billing_line1').notNull(),
    billingLine2: text('billing_line2'),
    billingCity: text('billing_city').notNull(),
    billingState: text('billing_state'),
    billingPostalCode: text('billing_postal_code').notNull(),
    billingCountry: char('billing_country', { length: 2 }).notNull(),
    status: text('status', { enum: CARDHOLDER_STATUSES }).notNull(),
    spendingControls: jsonb('spending_controls').$type<SpendingControls>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('issuing_cardholders_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const cards = pgTable(
  'issuing_cards',
  {
    id: text('id').primaryKey(),
    ...scope(),
    cardholderId: text('cardholder_id').notNull().references(() => cardholders.id, { onDelete: 'restrict' }),
    type: text('type', { enum: CARD_TYPES }).notNull(),
    brand: text('brand', { enum: CARD_BRANDS }).notNull(),
    /** The only digits of the number ever stored. */
    last4: char('last4', { length: 4 }).notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status', { enum: CARD_STATUSES }).notNull(),
    spendingControls: jsonb('spending_controls').$type<SpendingControls>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    canceledAt: ts('canceled_at'),
  },
  (t) => [
    index('issuing_cards_scope_created_idx').on(t.accountId, t.livemode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('issuing_cards_cardholder_idx').on(t.cardholderId),
  ],
);
