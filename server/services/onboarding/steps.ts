// Saving a wizard step (validated with the step's domain schema, built from the other saved steps), autosaving a
// draft, and reading the application. Each write runs in one transaction on the locked application row, so a
// refused save changes nothing.
import type { z } from 'zod';
import { businessTypeOf, sectionNeeded, stepSchemaFor, wizardSections, type OnboardingData, type OnboardingStep } from '../../../domain/onboarding';
import { isMessageKey } from '../../../domain/messages';
import type { Db, DbOrTx } from '../../db/client';
import { BadRequest, FieldErrors } from '../../lib/errors';
import {
  findDocument, getApplication, listDocuments, lockApplication, updateApplication,
} from '../../repositories/onboarding';
import { applicationView, assertEditable, loadContext, toOnboardingData, type ApplicationView } from './state';

export async function readApplication(db: DbOrTx, accountId: string): Promise<ApplicationView> {
  const app = await getApplication(db, accountId);
  const docs = await listDocuments(db, accountId);
  return applicationView(app, docs, await loadContext(db, accountId));
}

/** The first message key per dotted field path ('owners.0.email'); zod's own messages become field_invalid. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] ??= isMessageKey(issue.message) ? issue.message : 'field_invalid';
  }
  return errors;
}

/** The section the wizard resumes on after a step is saved: the one that follows it in this business type's list. */
function sectionAfter(step: OnboardingStep, data: OnboardingData): string {
  const order = wizardSections(businessTypeOf(data));
  const i = order.indexOf(step);
  return order[Math.min(i + 1, order.length - 1)]!;
}

/** Image types a store screenshot may be (a PDF is a document, not a screenshot). */
const SCREENSHOT_MIMES = new Set(['image/png', 'image/jpeg']);

/**
 * The schema only checks the id's shape; the screenshot must also be an image uploaded by this account (another
 * account's upload is as unknown as a made-up id).
 */
async function checkStoreScreenshot(tx: DbOrTx, accountId: string, details: unknown) {
  const id = (details as { storeScreenshotId?: unknown }).storeScreenshotId;
  if (typeof id !== 'string' || id === '') return;
  const doc = await findDocument(tx, accountId, id);
  if (!doc || !SCREENSHOT_MIMES.has(doc.contentType)) throw FieldErrors({ storeScreenshotId: 'onb_store_screenshot_invalid' });
}

export async function saveStep(db: Db, accountId: string, step: OnboardingStep, input: unknown): Promise<ApplicationView> {
  await db.transaction(async (tx) => {
    const app = await lockApplication(tx, accountId);
    assertEditable(app);
    const ctx = await loadContext(tx, accountId);
    const data = toOnboardingData(app, await listDocuments(tx, accountId));
    // A step the saved business type does not need (a sole trader's owners) is refused, never stored.
    if (!sectionNeeded(data, step)) throw BadRequest('onb_step_not_for_type', { businessType: 'onb_step_not_for_type' });
    const result = (stepSchemaFor(step, data, ctx) as z.ZodType).safeParse(input);
    if (!result.success) throw FieldErrors(fieldErrorsOf(result.error));
    if (step === 'businessDetails') await checkStoreScreenshot(tx, accountId, result.data);
    const drafts = { ...app.drafts };
    delete drafts[step];
    await updateApplication(tx, accountId, {
      data: { ...app.data, [step]: result.data },
      drafts,
      currentStep: sectionAfter(step, { ...data, [step]: result.data }),
      // New bank details answer a rejected bank verification; the next review checks them again.
      bankRejected: step === 'bank' ? false : app.bankRejected,
    });
  });
  return readApplication(db, accountId);
}

/** Skips the optional bank step: removes saved bank details (and a rejection of them, which no longer applies). */
export async function clearBankStep(db: Db, accountId: string): Promise<ApplicationView> {
  await db.transaction(async (tx) => {
    const app = await lockApplication(tx, accountId);
    assertEditable(app);
    const data = { ...app.data };
    delete data.bank;
    const drafts = { ...app.drafts };
    delete drafts.bank;
    await updateApplication(tx, accountId, { data, drafts, bankRejected: false, currentStep: 'review' });
  });
  return readApplication(db, accountId);
}

/** Autosave while typing: kept apart from the saved step, never validated beyond its shape, never complete. */
export async function saveDraft(db: Db, accountId: string, step: OnboardingStep, draft: Record<string, unknown>) {
  await db.transaction(async (tx) => {
    const app = await lockApplication(tx, accountId);
    assertEditable(app);
    await updateApplication(tx, accountId, { drafts: { ...app.drafts, [step]: draft } });
  });
  return readApplication(db, accountId);
}
