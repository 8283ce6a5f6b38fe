// Business verification (KYC) onboarding: one application per account, its uploaded documents, the queue of
// automatic reviews, and the contract signature. Onboarding is per account, not per mode (no livemode column).
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS } from '../../../domain/onboarding/documents';
import { accounts, users } from './accounts';
import { attachmentColumns } from './columns';

/** The form steps' saved data, each already validated by its domain schema (see domain/onboarding). */
export interface OnboardingStepData {
  businessType?: unknown;
  /** Its own step since migration 'onboarding_registered_address_step'; before, businessDetails.registeredAddress. */
  registeredAddress?: unknown;
  businessDetails?: unknown;
  representative?: unknown;
  owners?: unknown;
  bank?: unknown;
}

export const onboardingApplications = pgTable('onboarding_applications', {
  accountId: text('account_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<OnboardingStepData>().notNull().default({}),
  /** Unvalidated autosave while typing, per step; never counted complete, cleared when the step is saved. */
  drafts: jsonb('drafts').$type<Record<string, unknown>>().notNull().default({}),
  /** The section the wizard resumes on: the one after the last saved step. */
  currentStep: text('current_step').notNull().default('businessType'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  state: text('state', { enum: ['inactive', 'needs_review', 'needs_update', 'approved'] }).notNull().default('inactive'),
  outcome: text('outcome', { enum: ['approved', 'manual_review', 'documents_required', 'bank_rejected'] }),
  bankRejected: boolean('bank_rejected').notNull().default(false),
  submittedBy: text('submitted_by').references(() => users.id, { onDelete: 'set null' }),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const onboardingDocuments = pgTable(
  'onboarding_documents',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    ...attachmentColumns(DOCUMENT_KINDS),
    /** The issue date printed on a proof of address (YYYY-MM-DD). */
    issuedOn: text('issued_on'),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('onboarding_documents_account_idx').on(t.accountId, t.createdAt), unique('onboarding_documents_stored_name_unique').on(t.storedName)],
);

/** The automatic reviews to run; workers claim rows with FOR UPDATE SKIP LOCKED, so each runs once. */
export const reviewJobs = pgTable(
  'review_jobs',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'done', 'failed'] }).notNull().default('pending'),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('review_jobs_due_idx').on(t.status, t.runAfter)],
);

/** Who signed the merchant contract and when (used by the overview). */
export const contractSignatures = pgTable('contract_signatures', {
  accountId: text('account_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
  signerUserId: text('signer_user_id').references(() => users.id, { onDelete: 'set null' }),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
});
