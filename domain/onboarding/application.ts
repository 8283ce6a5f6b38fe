// The onboarding application as GET /api/onboarding answers it, and the members /ob-teams lists: the wire types of
// the SPA's onboarding data-provider methods.
import type { DocumentKind, OnboardingSection, OnboardingStep, ReviewOutcome, ReviewState } from '../onboarding';

export interface OnboardingDocument {
  id: string;
  kind: DocumentKind;
  originalName: string;
  mime: string;
  size: number;
  issuedOn: string | null;
  createdAt: string;
}

export interface Application {
  state: ReviewState;
  outcome: ReviewOutcome | null;
  bankRejected: boolean;
  currentStep: string;
  nextStep: OnboardingSection | null;
  sections: Partial<Record<OnboardingSection, { complete: boolean }>>;
  data: Partial<Record<OnboardingStep, unknown>>;
  drafts: Partial<Record<string, unknown>>;
  documents: OnboardingDocument[];
  missingDocuments: DocumentKind[];
  crossStepIssues: { section: string; field: string; message: string }[];
  canSubmit: boolean;
  reviewedAt: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
  blackCountries: string[];
}

/** A member as /ob-teams lists them (GET /api/onboarding/team). */
export interface TeamMember {
  nickname: string;
  email: string;
  role: 'owner' | 'admin' | 'member';
}
