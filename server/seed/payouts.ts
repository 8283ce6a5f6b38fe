// Demo beneficiaries and payouts (issue 29), on the demo merchant in both modes, made by the real services at past
// instants so the ledger, the events and the balance agree: beneficiaries in every review state (approved ones
// verified by the simulated bank, one it could not verify, one deactivated, one still in review) and payouts in every
// status (succeeded, failed and expired with their money returned, one canceled, one pending, one rejected by the
// owner and one awaiting approval above the USD threshold). USD, CNY and JPY
// only, the currencies the demo balance holds (EUR stays overdrawn by its disputes).
import { TEST_ACCOUNTS } from '../../domain/payouts/rules';
import type { BeneficiaryInput } from '../../domain/payouts/records';
import type { DbOrTx } from '../db/client';
import { AppError } from '../lib/errors';
import type { JobSender } from '../lib/queues';
import type { Scope } from '../repositories/scope';
import { completeVerification, createBeneficiary, setBeneficiaryStatus } from '../services/payouts/beneficiaries';
import { cancelPayout, createPayout, finishPayout, processPayout, rejectPayout } from '../services/payouts/payouts';
import { findPayout, putApprovalThreshold } from '../repositories/payouts';
import { beneficiariesInReview, updateBeneficiary } from '../repositories/beneficiaries';
import { BENEFICIARY_VERIFY } from '../lib/queues';
import type { Db } from '../db/client';

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

async function seedPayouts(tx: DbOrTx, scope: Scope, now: Date, ownerId: string | null) {
  const at = (daysAgo: number, hour = 10) => new Date(now.getTime() - daysAgo * DAY + hour * HOUR - 12 * HOUR);
  const ids: Record<string, string> = {};
  for (const [i, { key, ...input }] of BENEFICIARIES.entries()) {
    const created = at(70 - i * 2);
    const b = await createBeneficiary({ tx, scope, now: created, jobs: NO_JOBS, random: () => 0.5 }, input);
    ids[key] = b.id;
    if (key === 'review') {
      // Submitted two hours ago; the bank answers in one to three days (live) and, for the demo, a day on in test
      // mode too, so the state shows. Its verification job is queued after the first start (queueDemoVerifications).
      const submitted = new Date(now.getTime() - 2 * HOUR);
      await updateBeneficiary(tx, scope, b.id, { createdAt: submitted, updatedAt: submitted, verificationDueAt: new Date(now.getTime() + DAY) });
      continue;
    }
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
  // Dual approval: the owner set a USD threshold of 1,000.00 a week ago; one payout above it was rejected (its money
  // back), one made by the ERP's secret key today waits for the owner's approval.
  if (!ownerId) return;
  await putApprovalThreshold(tx, scope, 'USD', 100_000n, ownerId, at(7));
  const ctx = { tx, scope, jobs: NO_JOBS, simulationDelaySeconds: 0, userId: null };
  const rejected = await createPayout({ ...ctx, now: at(3) }, { beneficiaryId: ids.us!, amount: 150_000, description: 'Freight, duplicate invoice' });
  await rejectPayout(tx, scope, rejected.id, ownerId, new Date(at(3).getTime() + 4 * HOUR));
  await createPayout({ ...ctx, now: at(0, 2) }, { beneficiaryId: ids.us!, amount: 125_000, description: 'Freight, June' });
}

export async function seedDemoPayouts(tx: DbOrTx, acme: string, now = new Date(), ownerId: string | null = null) {
  await seedPayouts(tx, { accountId: acme, livemode: false }, now, ownerId);
  await seedPayouts(tx, { accountId: acme, livemode: true }, now, ownerId);
}


/**
 * After the first start, once the job queue is up (the seed runs before it exists): each beneficiary still in review
 * gets its verification job, due when its verificationDueAt says, so it moves on its own like one added in the
 * console.
 */
export async function queueDemoVerifications(db: Db, jobs: JobSender): Promise<number> {
  const waiting = await beneficiariesInReview(db);
  for (const b of waiting) {
    const scope = { accountId: b.accountId, livemode: b.livemode };
    await jobs.send(BENEFICIARY_VERIFY, { ...scope, beneficiaryId: b.id, detailsVersion: b.detailsVersion }, { startAfter: b.verificationDueAt ?? new Date() });
  }
  return waiting.length;
}
