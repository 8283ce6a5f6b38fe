// Beneficiaries (issue 29), each change in the caller's transaction with its events and jobs: created in review
// with a verification queued (the simulated micro-deposit check answers in 1 to 3 days, at once in test mode);
// the verification approves it or asks for an update; changing where money goes asks for the password, sends it
// back to review and mails every owner; deactivating stops payouts to it.
import { BANK_DETAIL_FIELDS, type BeneficiaryInput, type BeneficiaryRecord } from '../../../domain/payouts/records';
import { destinationIssue, destinationRulesFrom, simulatedOutcome, accountLast4, VERIFICATION_DAYS, type DestinationRules } from '../../../domain/payouts/rules';
import { objectId } from '../../../domain/random-id';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, Forbidden, NotFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { BENEFICIARY_MAIL, BENEFICIARY_VERIFY, type JobSender } from '../../lib/queues';
import { findBeneficiary, insertBeneficiary, lockBeneficiary, ownerEmails, updateBeneficiary, type BeneficiaryRow } from '../../repositories/beneficiaries';
import { insertEvents, type NewEvent } from '../../repositories/events';
import type { Scope } from '../../repositories/scope';
import { listSystemParams } from '../../repositories/system-params';
import { findUserById } from '../../repositories/users';
import { verifyPassword } from '../auth/passwords';

export interface BeneficiaryContext {
  tx: DbOrTx;
  scope: Scope;
  now: Date;
  jobs: JobSender;
  /** Live mode: the simulated bank answers after this many days (1 to 3); tests may fix it. */
  random?: () => number;
}

/** Both system parameters, read as the rules destinations are judged by (the SPA keeps and applies the same). */
export async function destinationRules(db: DbOrTx): Promise<DestinationRules> {
  return destinationRulesFrom(await listSystemParams(db, ['BLACK_COUNTRY', 'PAYOUT_COUNTRY']));
}

/**
 * The beneficiary money is sent to (a payout, a smart account's transfer out), locked so a change of its bank details
 * waits for the sending (and the sending for the change): refused unless approved and its country, currency and
 * method are still allowed by the system parameters.
 */
export async function lockPayableBeneficiary(tx: DbOrTx, scope: Scope, beneficiaryId: string): Promise<BeneficiaryRow & { currency: string }> {
  const beneficiary = await lockBeneficiary(tx, scope, beneficiaryId);
  if (!beneficiary) throw new AppError(404, 'not_found', { beneficiaryId: 'not_found' });
  if (beneficiary.status !== 'approved') throw new AppError(409, 'payout_beneficiary_not_approved', { beneficiaryId: 'payout_beneficiary_not_approved' });
  const currency = beneficiary.currency.trim();
  const dest = destinationIssue(await destinationRules(tx), { country: beneficiary.country, currency, methodType: beneficiary.methodType });
  if (dest) throw new AppError(409, dest.message, { [dest.field === 'country' ? 'beneficiaryId' : dest.field]: dest.message });
  return { ...beneficiary, currency };
}

export function beneficiaryRecordOf(b: BeneficiaryRow): BeneficiaryRecord {
  return {
    id: b.id,
    name: b.name,
    email: b.email,
    country: b.country,
    currency: b.currency.trim(),
    methodType: b.methodType,
    status: b.status,
    holderName: b.holderName,
    bankName: b.bankName,
    accountNumber: b.accountNumber,
    routingNumber: b.routingNumber,
    swift: b.swift,
    sortCode: b.sortCode,
    iban: b.iban,
    walletProvider: b.walletProvider,
    walletAccount: b.walletAccount,
    last4: accountLast4(b),
    reviewNote: b.reviewNote,
    verifiedAt: b.verifiedAt,
    verificationDueAt: b.status === 'needs_review' ? b.verificationDueAt : null,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  };
}

export function beneficiaryEvent(type: string, b: BeneficiaryRow, at: Date): NewEvent {
  return { type, objectType: 'beneficiary', objectId: b.id, data: JSON.parse(JSON.stringify(beneficiaryRecordOf(b))) as Record<string, unknown>, createdAt: at };
}

/** Queues the bank's verification of these details: at once in test mode, after 1 to 3 days in live mode. */
async function queueVerification(ctx: BeneficiaryContext, b: { id: string; detailsVersion: string }): Promise<Date> {
  const random = ctx.random ?? Math.random;
  const days = ctx.scope.livemode ? VERIFICATION_DAYS.min + Math.floor(random() * (VERIFICATION_DAYS.max - VERIFICATION_DAYS.min + 1)) : 0;
  const due = new Date(ctx.now.getTime() + days * 86_400_000);
  await ctx.jobs.send(BENEFICIARY_VERIFY, { ...ctx.scope, beneficiaryId: b.id, detailsVersion: b.detailsVersion }, { tx: ctx.tx, startAfter: due });
  return due;
}

export async function createBeneficiary(ctx: BeneficiaryContext, input: BeneficiaryInput): Promise<BeneficiaryRow> {
  const id = objectId('ben');
  const detailsVersion = objectId('v');
  const due = await queueVerification(ctx, { id, detailsVersion });
  const row = await insertBeneficiary(ctx.tx, ctx.scope, {
    ...input,
    id,
    status: 'needs_review',
    detailsVersion,
    verificationDueAt: due,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  await insertEvents(ctx.tx, ctx.scope, [beneficiaryEvent('beneficiary.created', row, ctx.now)]);
  return row;
}

/** Whether the new values change where money goes (any bank detail), as opposed to the name or the email. */
export function changesBankDetails(row: BeneficiaryRow, input: BeneficiaryInput): boolean {
  return BANK_DETAIL_FIELDS.some((f) => (row[f] ?? null)?.toString().trim() !== (input[f] ?? null)?.toString().trim());
}

/**
 * Changes a beneficiary. A change of bank details needs the caller's password (a person, not a secret key), sends
 * the beneficiary back to review with a new verification, and mails every owner of the account.
 */
export async function editBeneficiary(
  ctx: BeneficiaryContext & { userId: string | null },
  id: string,
  input: BeneficiaryInput,
  password: string | undefined,
): Promise<BeneficiaryRow> {
  const row = await lockBeneficiary(ctx.tx, ctx.scope, id);
  if (!row) throw NotFound();
  if (!changesBankDetails(row, input)) {
    const updated = await updateBeneficiary(ctx.tx, ctx.scope, id, { name: input.name, email: input.email, updatedAt: ctx.now });
    await insertEvents(ctx.tx, ctx.scope, [beneficiaryEvent('beneficiary.updated', updated, ctx.now)]);
    return updated;
  }
  if (!ctx.userId) throw Forbidden('beneficiary_password_required');
  if (!password) throw new AppError(400, 'beneficiary_password_required', { password: 'beneficiary_password_required' });
  const user = await findUserById(ctx.tx, ctx.userId);
  if (!(await verifyPassword(user?.passwordHash, password))) throw new AppError(400, 'beneficiary_password_wrong', { password: 'beneficiary_password_wrong' });
  const detailsVersion = objectId('v');
  const due = await queueVerification(ctx, { id, detailsVersion });
  const updated = await updateBeneficiary(ctx.tx, ctx.scope, id, {
    ...input,
    status: 'needs_review',
    reviewNote: null,
    verifiedAt: null,
    detailsVersion,
    verificationDueAt: due,
    updatedAt: ctx.now,
  });
  await insertEvents(ctx.tx, ctx.scope, [beneficiaryEvent('beneficiary.updated', updated, ctx.now)]);
  await ctx.jobs.send(BENEFICIARY_MAIL, { ...ctx.scope, beneficiaryId: id, changedBy: user?.email ?? null }, { tx: ctx.tx });
  return updated;
}

/** Deactivates (no payouts to it) or sends back to review (a new verification of the same details). */
export async function setBeneficiaryStatus(ctx: BeneficiaryContext, id: string, status: 'inactive' | 'needs_review'): Promise<BeneficiaryRow> {
  const row = await lockBeneficiary(ctx.tx, ctx.scope, id);
  if (!row) throw NotFound();
  if (row.status === status) return row;
  if (status === 'inactive') {
    const updated = await updateBeneficiary(ctx.tx, ctx.scope, id, { status: 'inactive', updatedAt: ctx.now });
    await insertEvents(ctx.tx, ctx.scope, [beneficiaryEvent('beneficiary.deactivated', updated, ctx.now)]);
    return updated;
  }
  const detailsVersion = objectId('v');
  const due = await queueVerification(ctx, { id, detailsVersion });
  const updated = await updateBeneficiary(ctx.tx, ctx.scope, id, { status: 'needs_review', reviewNote: null, detailsVersion, verificationDueAt: due, updatedAt: ctx.now });
  await insertEvents(ctx.tx, ctx.scope, [beneficiaryEvent('beneficiary.updated', updated, ctx.now)]);
  return updated;
}

/**
 * The simulated bank's answer to a verification: the documented test accounts decide (TEST_ACCOUNTS); a
 * verification of details since replaced, or of a beneficiary no longer in review, changes nothing.
 */
export async function completeVerification(tx: DbOrTx, scope: Scope, id: string, detailsVersion: string, now: Date): Promise<BeneficiaryRow | null> {
  const row = await lockBeneficiary(tx, scope, id);
  if (!row || row.status !== 'needs_review' || row.detailsVersion !== detailsVersion) return null;
  const fails = simulatedOutcome(row) === 'verificationFails';
  const updated = await updateBeneficiary(tx, scope, id, fails
    ? { status: 'needs_update', reviewNote: 'beneficiary_verification_failed', verificationDueAt: null, updatedAt: now }
    : { status: 'approved', reviewNote: null, verifiedAt: now, verificationDueAt: null, updatedAt: now });
  await insertEvents(tx, scope, [beneficiaryEvent(fails ? 'beneficiary.needs_update' : 'beneficiary.approved', updated, now)]);
  return updated;
}

/** Mails every owner that the bank details of a beneficiary changed (who changed them, and where to look). */
export async function mailBeneficiaryChange(db: Db, mailer: Mailer, scope: Scope, id: string, changedBy: string | null, publicUrl?: string): Promise<number> {
  const row = await findBeneficiary(db, scope, id);
  if (!row) return 0;
  const owners = await ownerEmails(db, scope.accountId);
  const link = publicUrl ? `${publicUrl.replace(/\/$/, '')}${scope.livemode ? '' : '/test'}/beneficiaryDetail?id=${encodeURIComponent(id)}` : null;
  for (const to of owners) {
    await mailer.send({
      to,
      subject: `Bank details changed: ${row.name}`,
      text: [
        `The bank details of the beneficiary ${row.name} (${row.id}) were changed${changedBy ? ` by ${changedBy}` : ''}${scope.livemode ? '' : ' in test mode'}.`,
        `The beneficiary is back in review: no payout can be sent to it until the bank has verified the new account (•••• ${accountLast4(row)}).`,
        'If you did not expect this change, deactivate the beneficiary and change your password.',
        ...(link ? ['', link] : []),
      ].join('\n'),
    });
  }
  return owners.length;
}
