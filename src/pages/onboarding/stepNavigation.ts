// Which section opens after a step is saved: the next one in order if it still needs doing, else the first
// section still to do (after a "Modify" from the review page that is usually the review itself).
import { ONBOARDING_SECTIONS, type OnboardingSection } from '../../../domain/onboarding';
import { submittable } from '../../components/onboarding/sections';
import type { Application } from '../../../domain/onboarding/application';

export function sectionAfterSave(step: OnboardingSection, app: Pick<Application, 'sections' | 'nextStep' | 'state'> & { sectionOrder?: readonly OnboardingSection[] }): OnboardingSection {
  const order = app.sectionOrder ?? ONBOARDING_SECTIONS;
  const following = order[order.indexOf(step) + 1] ?? 'review';
  if (!app.sections[following]?.complete) return submittable(following, app.state);
  return submittable(app.nextStep ?? 'review', app.state);
}

/** The section after a step in the wizard's order, whatever its state (browsing a submitted application). */
export function sectionAfter(step: OnboardingSection, order: readonly OnboardingSection[] = ONBOARDING_SECTIONS): OnboardingSection {
  return order[order.indexOf(step) + 1] ?? 'automaticReview';
}

/** The section before a step in this business type's order (the server's sectionOrder). */
export function sectionBefore(step: OnboardingSection, order: readonly OnboardingSection[] = ONBOARDING_SECTIONS): OnboardingSection | null {
  return order[order.indexOf(step) - 1] ?? null;
}

/** Server field errors split into those an input shows and those the form shows above the inputs ('owners'). */
export function splitFieldErrors(errors: Record<string, string>, values: Record<string, unknown>) {
  const atInput: Record<string, string> = {};
  const atForm: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    let node: unknown = values;
    for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    if (path !== 'body' && (node === undefined || node === null || typeof node !== 'object')) atInput[path] = message;
    else atForm.push(message);
  }
  return { atInput, atForm };
}
