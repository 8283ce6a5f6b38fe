// The onboarding application as GET /api/onboarding answers it, its documents and the members /ob-teams lists:
// the wire schemas of the onboarding API. The server's route schemas are these (serialisation and OpenAPI), and
// the SPA's onboarding data-provider methods are typed by what they infer, so the two cannot drift apart.
import { z } from 'zod';
import { DOCUMENT_KINDS, ONBOARDING_SECTIONS, REVIEW_OUTCOMES, REVIEW_STATES } from '../onboarding';

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
export type OnboardingDocument = z.infer<typeof documentSchema>;

export const applicationSchema = z.object({
  state: z.enum(REVIEW_STATES),
  outcome: z.enum(REVIEW_OUTCOMES).nullable(),
  bankRejected: z.boolean(),
  /** Where the wizard resumes: the section after the last saved step. */
  currentStep: z.string(),
  /** The first section still to do in wizard order; null once approved. */
  nextStep: z.enum(ONBOARDING_SECTIONS).nullable(),
  /** The wizard's sections for the saved business type, in order (domain wizardSections): a sole trader has no owners. */
  sectionOrder: z.array(z.enum(ONBOARDING_SECTIONS)),
  sections: z.record(z.string(), z.object({ complete: z.boolean() })),
  data: z.object({
    businessType: z.unknown(),
    registeredAddress: z.unknown(),
    businessDetails: z.unknown(),
    representative: z.unknown(),
    owners: z.unknown(),
    bank: z.unknown(),
  }),
  drafts: z.record(z.string(), z.unknown()),
  documents: z.array(documentSchema),
  missingDocuments: z.array(z.enum(DOCUMENT_KINDS)),
  crossStepIssues: z.array(z.object({ section: z.string(), field: z.string(), message: z.string() })),
  canSubmit: z.boolean(),
  reviewedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  blackCountries: z.array(z.string()),
});
export type Application = z.infer<typeof applicationSchema>;

/** The body of an autosave (PATCH /draft/:step): the half-filled values, unvalidated. */
export const draftBodySchema = z.record(z.string().max(100), z.unknown());

/** A member as /ob-teams lists them (GET /api/onboarding/team). */
export const teamMemberSchema = z.object({ nickname: z.string(), email: z.string(), role: z.enum(['owner', 'admin', 'member']) });
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** The answer of DELETE /documents/:id. */
export const removedDocumentSchema = z.object({ id: z.string(), deleted: z.literal(true) });
