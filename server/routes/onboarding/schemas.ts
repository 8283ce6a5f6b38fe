// Response shapes of the onboarding API (serialisation and OpenAPI): the application and its documents.
import { z } from 'zod';
import { DOCUMENT_KINDS, ONBOARDING_SECTIONS, REVIEW_OUTCOMES, REVIEW_STATES } from '../../../domain/onboarding';

export const documentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  originalName: z.string(),
  /** Sniffed from the content. */
  mime: z.string(),
  size: z.number(),
  sha256: z.string(),
  issuedOn: z.string().nullable(),
  createdAt: z.string(),
});

export const applicationSchema = z.object({
  state: z.enum(REVIEW_STATES),
  outcome: z.enum(REVIEW_OUTCOMES).nullable(),
  bankRejected: z.boolean(),
  /** Where the wizard resumes: the section after the last saved step. */
  currentStep: z.string(),
  /** The first section still to do in wizard order; null once approved. */
  nextStep: z.enum(ONBOARDING_SECTIONS).nullable(),
  sections: z.record(z.string(), z.object({ complete: z.boolean() })),
  data: z.object({
    businessType: z.unknown(),
    businessDetails: z.unknown(),
    representative: z.unknown(),
    owners: z.unknown(),
    bank: z.unknown(),
  }),
  drafts: z.record(z.string(), z.unknown()),
  documents: z.array(documentSchema),
  missingDocuments: z.array(z.string()),
  crossStepIssues: z.array(z.object({ section: z.string(), field: z.string(), message: z.string() })),
  canSubmit: z.boolean(),
  reviewedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  blackCountries: z.array(z.string()),
});
