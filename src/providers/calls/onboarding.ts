// The onboarding calls (live base only: onboarding belongs to the account, not to a mode): read the application,
// save and autosave steps, confirm the review, upload documents, submit, the team.
import type { DocumentKind, OnboardingStep } from '../../../domain/onboarding';
import type { z } from 'zod';
import type { Application, OnboardingDocument, TeamMember, removedDocumentSchema } from '../../../domain/onboarding/application';
import type { HttpClient, HttpMethod } from '../httpCore';
import { settle, type Transfer, type UploadTransfer } from './transfer';

export const onboardingCalls = (http: HttpClient) => {
  const call = <T = Application>(url: string, method: HttpMethod = 'GET', data?: unknown) =>
    http.requestData<T>({ url: `/onboarding${url}`, method, data, test: false });
  return {
    onboarding: () => call(''),
    saveOnboardingStep: (step: OnboardingStep, values: unknown) => call(`/steps/${step}`, 'PUT', values),
    saveOnboardingDraft: (step: OnboardingStep, values: Record<string, unknown>) => call(`/draft/${step}`, 'PATCH', values),
    skipBankStep: () => call('/steps/bank', 'DELETE'),
    confirmOnboardingReview: () => call('/review', 'POST'),
    submitOnboarding: () => call('/submit', 'POST'),
    /** With progress; resolves to the saved document. */
    uploadOnboardingDocument: (kind: DocumentKind, file: File, issuedOn?: string, { onProgress, signal }: UploadTransfer = {}) => {
      const form = new FormData();
      form.append('kind', kind);
      if (issuedOn) form.append('issuedOn', issuedOn);
      form.append('file', file);
      return settle(http.upload<OnboardingDocument>({ url: '/onboarding/documents', test: false, form, onProgress }), signal);
    },
    onboardingTeam: () => call<TeamMember[]>('/team'),
    removeOnboardingDocument: (id: string) => call<z.infer<typeof removedDocumentSchema>>(`/documents/${encodeURIComponent(id)}`, 'DELETE'),
    onboardingDocument: (id: string, { onProgress, signal }: Transfer = {}) =>
      settle(http.download({ url: `/onboarding/documents/${encodeURIComponent(id)}`, test: false, onProgress }), signal),
  };
};
