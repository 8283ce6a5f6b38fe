// Autosave while typing: the form's values are sent as the step's draft after a pause (debounced PATCH), and a
// pending save is sent at once when the page is left, so a reload or a later sign-in finds what was typed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { OnboardingStep } from '../../../domain/onboarding';
import { useSetApplication } from '../../hooks/useOnboarding';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

export const AUTOSAVE_DELAY_MS = 800;
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export function useAutosave(step: OnboardingStep, enabled: boolean) {
  const dataProvider = useAppDataProvider();
  const { watch } = useFormContext();
  const setApplication = useSetApplication();
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const pending = useRef<Record<string, unknown> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Only the latest save may report: an older answer must not say "saved" over newer typing. */
  const sequence = useRef(0);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const draft = pending.current;
    pending.current = null;
    if (!draft) return;
    const mine = ++sequence.current;
    dataProvider.saveOnboardingDraft(step, draft).then(
      (app) => {
        setApplication(app);
        if (mine === sequence.current && !pending.current) setStatus('saved');
      },
      () => mine === sequence.current && setStatus('failed'),
    );
  }, [step, setApplication, dataProvider]);

  useEffect(() => {
    if (!enabled) return;
    // A subscription to what the user types (type 'change'); resets and programmatic values are not drafts.
    const subscription = watch((values, { type }) => {
      if (type !== 'change') return;
      pending.current = structuredClone(values) as Record<string, unknown>;
      setStatus('saving');
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, AUTOSAVE_DELAY_MS);
    });
    return () => subscription.unsubscribe();
  }, [watch, enabled, flush]);

  // Leaving the page (the stepper, a link) saves what is still waiting.
  useEffect(() => () => flush(), [flush]);

  /** Called before the step is saved for good: the draft would only be overwritten. */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    sequence.current += 1;
    setStatus('idle');
  }, []);

  return { status, cancel };
}
