// The demo smart account (issue 29, item 4), on the demo merchant in both modes, made by the real services at past
// instants so its entries, events and balance agree: money received from a few payers (USD, EUR, CNY) and transfers
// out to the approved beneficiaries the payouts seed made, one in each status (succeeded, failed with its money
// returned, pending). Runs after seedDemoPayouts.
import { TEST_ACCOUNTS } from '../../domain/payouts/rules';
import type { DbOrTx } from '../db/client';
import type { JobSender } from '../lib/queues';
import { listBeneficiaries } from '../repositories/beneficiaries';
import type { Scope } from '../repositories/scope';
import { receiveIncoming } from '../services/smart-account/account';
import { createSmartTransfer, processSmartTransfer } from '../services/smart-account/transfers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The seed queues nothing: the bank's answers are given here, at their past instants. */
const NO_JOBS: JobSender = { send: async () => null };

const INCOMING = [
  { daysAgo: 45, amount: 2_500_000, currency: 'USD', payerName: 'Northwind Traders', reference: 'PO-2231' },
  { daysAgo: 38, amount: 640_000, currency: 'EUR', payerName: 'Contoso GmbH', reference: 'RE-88120' },
  { daysAgo: 30, amount: 1_800_000, currency: 'CNY', payerName: '上海星辰贸易有限公司', reference: 'HT-0419' },
  { daysAgo: 21, amount: 975_000, currency: 'USD', payerName: 'Fabrikam Inc', reference: '' },
  { daysAgo: 4, amount: 310_000, currency: 'USD', payerName: 'Northwind Traders', reference: 'PO-2290' },
] as const;

/** Transfers out: the beneficiary (by the account number the payouts seed gave it), amount, days ago, answered or not. */
const TRANSFERS = [
  { to: TEST_ACCOUNTS.succeeds, amount: 400_000, daysAgo: 35, description: 'Warehouse rent, Q2', answered: true },
  { to: '620000123456', amount: 600_000, daysAgo: 25, description: 'Parts deposit', answered: true },
  { to: TEST_ACCOUNTS.payoutFails, amount: 150_000, daysAgo: 15, description: 'Brokerage, May', answered: true },
  { to: TEST_ACCOUNTS.succeeds, amount: 220_000, daysAgo: 0, description: 'Freight, June', answered: false },
] as const;

async function seedSmartAccount(tx: DbOrTx, scope: Scope, now: Date) {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY - (daysAgo === 0 ? HOUR : 0));
  for (const i of INCOMING) {
    await receiveIncoming(tx, scope, { amount: i.amount, currency: i.currency, payerName: i.payerName, reference: i.reference }, at(i.daysAgo));
  }
  const { rows } = await listBeneficiaries(tx, scope, { filter: { status: 'approved' }, sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: 50 });
  for (const t of TRANSFERS) {
    const beneficiary = rows.find((b) => b.accountNumber === t.to);
    if (!beneficiary) continue;
    const created = at(t.daysAgo);
    const row = await createSmartTransfer({ tx, scope, now: created, jobs: NO_JOBS, simulationDelaySeconds: 0, userId: null }, { beneficiaryId: beneficiary.id, amount: t.amount, description: t.description });
    if (t.answered) await processSmartTransfer(tx, scope, row.id, new Date(`${row.arrivalDate}T09:00:00Z`));
  }
}

export async function seedDemoSmartAccount(tx: DbOrTx, acme: string, now = new Date()) {
  await seedSmartAccount(tx, { accountId: acme, livemode: false }, now);
  await seedSmartAccount(tx, { accountId: acme, livemode: true }, now);
}
