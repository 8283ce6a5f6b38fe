// The onboarding API (spec: business verification, live base only): read the application, save and autosave steps,
// confirm the review, upload documents and submit. Onboarding belongs to the account, not to a mode.
import type { DocumentKind, OnboardingSection, OnboardingStep, ReviewOutcome, ReviewState } from '../../../domain/onboarding';
import { http } from '../../providers/runtime';
import { ApiError } from '../../providers/httpCore';

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

const call = <T = Application>(url: string, method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE' = 'GET', data?: unknown) =>
  http.requestData<T>({ url: `/onboarding${url}`, method, data, test: false });

export const onboardingApi = {
  get: () => call(''),
  saveStep: (step: OnboardingStep, values: unknown) => call(`/steps/${step}`, 'PUT', values),
  saveDraft: (step: OnboardingStep, values: Record<string, unknown>) => call(`/draft/${step}`, 'PATCH', values),
  skipBank: () => call('/steps/bank', 'DELETE'),
  confirmReview: () => call('/review', 'POST'),
  submit: () => call('/submit', 'POST'),
  upload: (kind: DocumentKind, file: File, issuedOn?: string) => {
    const form = new FormData();
    form.append('kind', kind);
    if (issuedOn) form.append('issuedOn', issuedOn);
    form.append('file', file);
    return call<OnboardingDocument>('/documents', 'POST', form);
  },
  team: () => call<TeamMember[]>('/team'),
  removeDocument: (id: string) => call<{ id: string }>(`/documents/${encodeURIComponent(id)}`, 'DELETE'),
  download: (id: string, onProgress?: (loaded: number, total: number | undefined) => void) =>
    http.download({ url: `/onboarding/documents/${encodeURIComponent(id)}`, test: false, onProgress }).promise,
};

/**
 * What to show when an upload fails: the server's field messages (type, size), else its message, else the fallback
 * (a network failure has status 0 and no useful message).
 */
export function uploadFailureMessages(error: unknown, fallback: string): string[] {
  const fields = error instanceof ApiError ? Object.values(error.fieldErrors) : [];
  if (fields.length > 0) return fields;
  return [error instanceof ApiError && error.status !== 0 ? error.message : fallback];
}
