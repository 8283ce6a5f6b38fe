// Demo beneficiaries and payouts (issue 29), on the demo merchant in both modes, made by the real services at past
// instants so the ledger, the events and the balance agree: beneficiaries in every review state (approved ones
// verified by the simulated bank, one it could not verify, one deactivated, one still in review) and payouts in every
// status (succeeded, failed and expired with their money returned, one canceled, one pending). USD, CNY and JPY
// only, the currencies the demo balance holds (EUR stays overdrawn by its disputes).
import { TEST_ACCOUNTS } from '../../domain/payouts/rules';
import type { BeneficiaryInput } from '../../domain/payouts/records';
import type { DbOrTx } from '../db/client';
import { AppError } from '../lib/errors';
import type { JobSender } from '../lib/queues';
import type { Scope } from '../repositories/scope';
import { completeVerification, createBeneficiary, setBeneficiaryStatus } from '../services/payouts/beneficiaries';
import { cancelPayout, createPayout, finishPayout, processPayout } from '../services/payouts/payouts';
import { findPayout } from '../repositories/payouts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The seed queues nothing: the bank's answers are given here, at their past instants. */
const NO_JOBS: JobSender = { send: async () => null };

const blank = { email: null, holderName: null, bankName: null, accountNumber: null, routingNumber: null, swift: null, sortCode: null, iban: null, walletProvider: null, walletAccount: null };
const BENEFICIARIES: (BeneficiaryInput & { key: string })[] = [
  { ...blank, key: 'us', name: 'Acme Logistics LLC', country: 'US', currency: 'USD', methodType: 'bank_account', holderName: 'Acme Logistics LLC', bankName: 'First Republic Sandbox', accountNumber: TEST_ACCOUNTS.succeeds, routingNumber: '021000021', email: 'billing@acme-logistics.example.com' },
  { ...blank, key: 'cn', name: 'Shenzhen Parts Co.', country: 'CN', currency: 'CNY', methodType: 'bank_account', holderName: 'Shenzhen Parts Co. Ltd', bankName: 'Bank of China Shenzhen', accountNumber: '620000123456', swift: 'BKCHCNBJ45A' },
  { ...blank, key: 'jp', name: 'Tokyo Design KK', country: 'JP', currency: 'JPY', methodType: 'bank_account', holderName: 'Tokyo Design KK', bankName: 'MUFG Bank', accountNumber: '0012345678', swift: 'BOTKJPJT' },
  { ...blank, key: 'fails', name: 'Harbor Freight Brokers', country: 'US', currency: 'USD', methodType: 'bank_account', holderName: 'Harbor Freight Brokers', bankName: 'Closed Account Bank', accountNumber: TEST_ACCOUNTS.payoutFails, routingNumber: '021000021' },
  { ...blank, key: 'expires', name: 'Silent Bank Supplies', country: 'HK', currency: 'USD', methodType: 'bank_account', holderName: 'Silent Bank Supplies Ltd', bankName: 'HSBC Hong Kong', accountNumber: TEST_ACCOUNTS.payoutExpires, swift: 'HSBCHKHHHKH' },
  { ...blank, key: 'update', name: 'Old Mill Traders', country: 'GB', currency: 'GBP', methodType: 'bank_account', holderName: 'Old Mill Traders Ltd', bankName: 'Barclays', accountNumber: TEST_ACCOUNTS.verificationFails, sortCode: '200000' },
  { ...blank, key: 'review', name: 'Berlin Components GmbH', country: 'DE', currency: 'EUR', methodType: 'bank_account', holderName: 'Berlin Components GmbH', bankName: 'Commerzbank', iban: 'DE89370400440532013000' },
  { ...blank, key: 'inactive', name: 'Former Agency Ltd', country: 'SG', currency: 'SGD', methodType: 'bank_account', holderName: 'Former Agency Ltd', bankName: 'DBS Bank', accountNumber: '0012345678', swift: 'DBSSSGSG' },
];

/** Payouts: beneficiary, amount (minor units), days ago, and what the bank did. */
const PAYOUTS: { to: string; amount: number; daysAgo: number; description: string; ends?: 'cancel' }[] = [
  { to: 'us', amount: 120_000, daysAgo: 55, description: 'Freight, March' },
  { to: 'cn', amount: 850_000, daysAgo: 48, description: 'Parts order 1183' },
  { to: 'jp', amount: 180_000, daysAgo: 40, description: 'Design retainer' },
  { to: 'fails', amount: 45_000, daysAgo: 33, description: 'Brokerage fee' },
  { to: 'us', amount: 98_000, daysAgo: 26, description: 'Freight, April' },
  { to: 'expires', amount: 30_000, daysAgo: 20, description: 'Samples' },
  { to: 'cn', amount: 400_000, daysAgo: 12, description: 'Parts order 1207', ends: 'cancel' },
  { to: 'us', amount: 64_000, daysAgo: 6, description: 'Freight, May' },
  { to: 'jp', amount: 90_000, daysAgo: 0, description: 'Design retainer' },
];

async function seedPayouts(tx: DbOrTx, scope: Scope, now: Date) {
  const at = (daysAgo: number, hour = 10) => new Date(now.getTime() - daysAgo * DAY + hour * HOUR - 12 * HOUR);
  const ids: Record<string, string> = {};
  for (const [i, { key, ...input }] of BENEFICIARIES.entries()) {
    const created = at(70 - i * 2);
    const b = await createBeneficiary({ tx, scope, now: created, jobs: NO_JOBS, random: () => 0.5 }, input);
    ids[key] = b.id;
    if (key === 'review') continue; // the bank has not answered yet
    await completeVerification(tx, scope, b.id, b.detailsVersion, new Date(created.getTime() + 2 * DAY));
    if (key === 'inactive') await setBeneficiaryStatus({ tx, scope, now: at(60), jobs: NO_JOBS }, b.id, 'inactive');
  }
  for (const p of PAYOUTS) {
    const created = at(p.daysAgo, p.daysAgo === 0 ? 1 : 10);
    try {
      const payout = await createPayout({ tx, scope, now: created, jobs: NO_JOBS, simulationDelaySeconds: 0, userId: null }, { beneficiaryId: ids[p.to]!, amount: p.amount, description: p.description });
      if (p.ends === 'cancel') await cancelPayout(tx, scope, payout.id, new Date(created.getTime() + 2 * HOUR));
      else if (p.daysAgo > 0) {
        // The bank answers on the arrival date; one that never answers expires after seven days.
        const answered = await processPayout(tx, scope, payout.id, new Date(`${payout.arrivalDate}T09:00:00Z`));
        if (!answered) {
          const row = await findPayout(tx, scope, payout.id);
          if (row?.status === 'pending') await finishPayout(tx, scope, row, 'expired', row.expiresAt, 'no_answer');
        }
      }
    } catch (e) {
      // A past balance too small for this payout: the demo goes on without it (nothing was written).
      if (!(e instanceof AppError && e.statusCode === 409)) throw e;
    }
  }
}

export async function seedDemoPayouts(tx: DbOrTx, acme: string, now = new Date()) {
  await seedPayouts(tx, { accountId: acme, livemode: false }, now);
  await seedPayouts(tx, { accountId: acme, livemode: true }, now);
}

