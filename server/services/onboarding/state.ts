// What the onboarding rules need from the database (the BLACK_COUNTRY parameter, the account's zone, the saved
// rows as domain OnboardingData) and the application as the API shows it.
import {
  ONBOARDING_SECTIONS, ONBOARDING_STEPS, businessTypeOf, canSubmitForReview, crossStepIssues, missingDocuments, nextIncompleteSection,
  parseBlackCountries, sectionComplete, wizardSections,
  type DocumentKind, type OnboardingContext, type OnboardingData, type OnboardingSection, type OnboardingStep,
} from '../../../domain/onboarding';
import { DEFAULT_TIMEZONE } from '../../../domain/timezone';
import type { DbOrTx } from '../../db/client';
import { InvalidState } from '../../lib/errors';
import { accountTimezone } from '../../repositories/accounts';
import type { ApplicationRow, DocumentRow } from '../../repositories/onboarding';
import { listSystemParams } from '../../repositories/system-params';

export interface RulesContext extends OnboardingContext {
  blackCountries: string[];
  tz: string;
}

export async function loadContext(db: DbOrTx, accountId: string): Promise<RulesContext> {
  // One after the other: inside a transaction both run on the same connection anyway.
  const params = await listSystemParams(db, ['BLACK_COUNTRY']);
  const tz = await accountTimezone(db, accountId);
  const black = params.find((p) => p.paramCode === 'BLACK_COUNTRY');
  return { blackCountries: parseBlackCountries(black?.paramValue), tz: tz ?? DEFAULT_TIMEZONE, now: new Date() };
}

export function toOnboardingData(app: ApplicationRow, docs: readonly DocumentRow[]): OnboardingData {
  return {
    ...app.data,
    bankRejected: app.bankRejected,
    reviewedAt: app.reviewedAt,
    documents: docs.map((d) => ({ kind: d.kind, uploadId: d.id, issuedOn: d.issuedOn })),
    review: { state: app.state, outcome: app.outcome },
  };
}

/** Changes are taken before the first submission and when the review asked for an update; not while waiting or live. */
export function assertEditable(app: ApplicationRow) {
  if (!canSubmitForReview(app.state)) throw InvalidState('onb_application_locked');
}

export function documentView(d: DocumentRow) {
  return {
    id: d.id,
    kind: d.kind as DocumentKind,
    // The API's names of the columns file_name and content_type (the record the onboarding pages read).
    originalName: d.fileName,
    mime: d.contentType,
    size: d.size,
    sha256: d.sha256,
    issuedOn: d.issuedOn,
    createdAt: d.createdAt.toISOString(),
  };
}

export function applicationView(app: ApplicationRow, docs: readonly DocumentRow[], ctx: RulesContext) {
  const data = toOnboardingData(app, docs);
  const sections = Object.fromEntries(
    ONBOARDING_SECTIONS.map((s) => [s, { complete: sectionComplete(data, s, ctx) }]),
  ) as Record<OnboardingSection, { complete: boolean }>;
  return {
    state: app.state,
    outcome: app.outcome,
    bankRejected: app.bankRejected,
    currentStep: app.currentStep,
    nextStep: nextIncompleteSection(data, ctx),
    sectionOrder: [...wizardSections(businessTypeOf(data))],
    sections,
    data: Object.fromEntries(ONBOARDING_STEPS.map((k) => [k, app.data[k] ?? null])) as Record<OnboardingStep, unknown>,
    drafts: app.drafts,
    documents: docs.map(documentView),
    missingDocuments: missingDocuments(data, ctx),
    crossStepIssues: crossStepIssues(data, ctx),
    canSubmit: canSubmitForReview(app.state),
    reviewedAt: app.reviewedAt?.toISOString() ?? null,
    submittedAt: app.submittedAt?.toISOString() ?? null,
    decidedAt: app.decidedAt?.toISOString() ?? null,
    blackCountries: ctx.blackCountries,
  };
}
export type ApplicationView = ReturnType<typeof applicationView>;
