// The demo world seeded on first start: a merchant with its owner, a second merchant (for isolation checks),
// and the platform's system parameters. Later areas add their own data through seed steps here.
import { seedDemoLegacyPayments } from './legacy';
import { seedDemoTeam } from './team';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { saveBusinessProfile } from '../repositories/business-profile';
import { addMember, createAccount, createUser } from '../services/accounts';
import { upsertSystemParam } from '../repositories/system-params';
import { seedDemoPaymentLinks } from './payment-links';
import { seedDemoDisputes } from './disputes';
import { seedDemoTopups } from './topups';
import { seedDemoIssuing } from './issuing';
import { seedDemoPayouts } from './payouts';
import { seedDemoSmartAccount } from './smart-account';
import { seedDemoSubscriptions } from './subscriptions';
import { seedDemoInvoices } from './invoices';
import { seedDemoReports } from './reports';
import { seedDemoSettlements } from './settlements';
import { seedDemoWebhooks } from './webhooks';
import { seedDemoPayments } from './payments';
import { seedDemoServices } from './services';
import { seedApprovedOnboarding, seedStartedOnboarding } from './onboarding';
import { uploadStore } from '../lib/uploads';

export const DEFAULT_SYSTEM_PARAMS = [
  // Countries where merchants cannot be onboarded (ISO 3166-1 alpha-2, comma separated).
  { paramCode: 'BLACK_COUNTRY', paramValue: 'CU,IR,KP,SY', extValue: null },
  // Payout destination countries: the currencies and transfer methods (bank_account when absent) each takes
  // (issue 29); BLACK_COUNTRY above refuses its countries whatever this lists.
  {
    paramCode: 'PAYOUT_COUNTRY',
    paramValue: null,
    extValue: {
      US: { currencies: ['USD'] },
      HK: { currencies: ['HKD', 'USD'] },
      SG: { currencies: ['SGD', 'USD'] },
      CN: { currencies: ['CNY'] },
      DE: { currencies: ['EUR'] },
      JP: { currencies: ['JPY'] },
      GB: { currencies: ['GBP'], methods: ['bank_account', 'other'] },
      FR: { currencies: ['EUR'] },
      NL: { currencies: ['EUR'] },
    },
  },
];

export interface SeedOptions {
  email: string;
  password: string;
  /** Where the seeded merchants' verification documents are written (DATA_DIR). */
  dataDir: string;
  /** The key secrets at rest are sealed under (secretsKey(SECRETS_KEY)): the demo's webhook signing secrets. */
  secretsKey: Buffer;
}

/** The other sign-ins of the demo world (same password as the demo owner), printed at start. */
export const DEMO_SIGN_INS = [
  { email: 'analyst@example.com', role: 'analyst of the demo merchant, restricted permissions' },
  { email: 'other@example.com', role: 'owner of a second merchant (Globex Supplies)' },
  { email: 'new@example.com', role: 'owner of a merchant that has not finished business verification (Initech)' },
  { email: 'pat.payouts@example.com', role: 'payout clerk of the demo merchant (a custom role with eduoverview): lands on Home' },
] as const;

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return row.n === 0;
}

export async function seedDemo(db: Db, opts: SeedOptions) {
  return db.transaction(async (tx) => {
    for (const p of DEFAULT_SYSTEM_PARAMS) await upsertSystemParam(tx, p);

    const owner = await createUser(tx, { email: opts.email, password: opts.password, nickname: 'Demo Owner', status: 'active' });
    const acme = await createAccount(tx, { name: 'Acme Trading Ltd', kycStatus: 'approved', issuingEnabled: true });
    await addMember(tx, { accountId: acme.id, userId: owner.id, role: 'owner', permissions: ['*'] });
    // Its public details and brand colour (/settings-business): what its invoices, checkout and mails show.
    await saveBusinessProfile(tx, acme.id, {
      businessName: 'Acme Trading', supportEmail: 'support@acme-trading.example', supportPhone: '+442079460000',
      website: 'acme-trading.example', statementDescriptor: 'ACME TRADING', brandColor: '#1a56db',
    }, owner.id);

    // A second merchant with its own owner: its data must never appear in the demo merchant's views.
    const other = await createUser(tx, {
      email: 'other@example.com',
      password: opts.password,
      nickname: 'Other Owner',
      status: 'active',
    });
    const globex = await createAccount(tx, { name: 'Globex Supplies', kycStatus: 'approved' });
    await addMember(tx, { accountId: globex.id, userId: other.id, role: 'owner', permissions: ['*'] });

    // An analyst of the demo merchant with a restricted permission set, to see the menu narrow.
    const analyst = await createUser(tx, {
      email: 'analyst@example.com',
      password: opts.password,
      nickname: 'Demo Analyst',
      status: 'active',
    });
    await addMember(tx, {
      accountId: acme.id,
      userId: analyst.id,
      role: 'member',
      permissions: ['Overview', 'dashPayment', 'Payment_detail', 'refund'],
    });

    // A merchant still verifying its business: its overview names what blocks going live.
    const newcomer = await createUser(tx, { email: 'new@example.com', password: opts.password, nickname: 'New Owner', status: 'active' });
    const initech = await createAccount(tx, { name: 'Initech Ltd', kycStatus: 'inactive' });
    await addMember(tx, { accountId: initech.id, userId: newcomer.id, role: 'owner', permissions: ['*'] });

    const store = uploadStore(opts.dataDir);
    await seedApprovedOnboarding(tx, store, {
      accountId: acme.id, ownerId: owner.id, legalName: 'Acme Trading Ltd', tradeName: 'Acme',
      representative: { firstName: 'Jane', lastName: 'Smith', email: 'jane.smith@acme.example.com' },
    });
    await seedApprovedOnboarding(tx, store, {
      accountId: globex.id, ownerId: other.id, legalName: 'Globex Supplies Ltd', tradeName: 'Globex Supplies',
      representative: { firstName: 'Hank', lastName: 'Scorpio', email: 'hank.scorpio@globex.example.com' },
    });
    await seedStartedOnboarding(tx, initech.id, 'Initech Ltd');

    await seedDemoPayments(tx, { acme: acme.id, globex: globex.id });
    await seedDemoInvoices(tx, { acme: acme.id, globex: globex.id });
    await seedDemoPaymentLinks(tx, acme.id);
    await seedDemoDisputes(tx, { acme: acme.id, globex: globex.id });
    await seedDemoLegacyPayments(tx, acme.id);
    await seedDemoTopups(tx, acme.id);
    await seedDemoPayouts(tx, acme.id, new Date(), owner.id);
    await seedDemoSmartAccount(tx, acme.id);
    await seedDemoIssuing(tx, acme.id);
    await seedDemoSubscriptions(tx, acme.id);
    // After every movement of money above: the batches gather the ledger's entries.
    await seedDemoSettlements(tx, { acme: acme.id, globex: globex.id });
    // Reports of the settled ledger, written by the report generator into the uploads store.
    await seedDemoReports(tx, acme.id, owner.id, opts.dataDir);
    // Last: the endpoints' logs are built from the events written above.
    await seedDemoWebhooks(tx, opts.secretsKey, acme.id);
    await seedDemoTeam(tx, acme.id, owner, opts.password);
    await seedDemoServices(tx, acme.id, owner.id, opts.secretsKey);

    return { owner, analyst, other, newcomer, accounts: { acme, globex, initech } };
  });
}
