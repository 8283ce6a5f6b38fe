// `npm run seed`: migrates and seeds the configured database (the demo world when it is empty).
// `npm run seed -- --payments N [--account <id>] [--live] [--no-events]` then adds N payments (with customers,
// refunds, disbursements, ledger entries and, unless --no-events, events) to one account: by default the demo
// owner's merchant in test mode. Bulk inserts; prints the time taken. `--disputes N` opens up to N disputes (in every
// state, through the services) on that account's captured payments.
import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { memberships, users } from '../db/schema';
import { isEmpty, seedDemo } from './index';
import { seedDisputes } from './disputes';
import { seedPayments } from './payments';

const { values: args } = parseArgs({
  options: {
    payments: { type: 'string' },
    account: { type: 'string' },
    live: { type: 'boolean', default: false },
    'no-events': { type: 'boolean', default: false },
    disputes: { type: 'string' },
  },
});

async function demoAccount(db: Db, email: string): Promise<string> {
  const [row] = await db
    .select({ accountId: memberships.accountId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(users.email, email), eq(memberships.role, 'owner')))
    .limit(1);
  if (!row) throw new Error(`No account owned by ${email}; pass --account <id>`);
  return row.accountId;
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  if (await isEmpty(database.db)) {
    await seedDemo(database.db, { email: config.DEMO_EMAIL, password: config.DEMO_PASSWORD, dataDir: config.DATA_DIR, secretsKey: config.SECRETS_KEY });
    console.log(`Seeded the demo world. Sign in as ${config.DEMO_EMAIL} / ${config.DEMO_PASSWORD}`);
  } else {
    console.log('The database already has users; the demo world was not seeded again.');
  }
  if (args.payments !== undefined) {
    const count = Number(args.payments);
    if (!Number.isSafeInteger(count) || count < 1) throw new Error('--payments needs a positive whole number');
    const accountId = args.account ?? (await demoAccount(database.db, config.DEMO_EMAIL));
    const scope = { accountId, livemode: args.live };
    const result = await seedPayments(database.db, scope, { count, events: !args['no-events'], seed: Date.now() % 1_000_000 });
    const rate = Math.round((result.payments / result.ms) * 1000);
    console.log(
      `Added ${result.payments} payments to ${accountId} (${args.live ? 'live' : 'test'} mode) in ${(result.ms / 1000).toFixed(1)} s ` +
        `(${rate} payments/s): ${result.customers} customers, ${result.refunds} refunds, ${result.disbursements} disbursements, ` +
        `${result.ledgerEntries} ledger entries, ${result.events} events.`,
    );
  }
  if (args.disputes !== undefined) {
    const count = Number(args.disputes);
    if (!Number.isSafeInteger(count) || count < 1) throw new Error('--disputes needs a positive whole number');
    const accountId = args.account ?? (await demoAccount(database.db, config.DEMO_EMAIL));
    const started = performance.now();
    const placed = await database.db.transaction((tx) => seedDisputes(tx, { accountId, livemode: args.live }, count));
    console.log(`Opened ${placed} disputes on ${accountId} (${args.live ? 'live' : 'test'} mode) in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await database.close();
}
