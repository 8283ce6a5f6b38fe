// One wizard step as a form: the domain schema validates in the browser, autosave keeps drafts while typing, and
// "Continue" saves the step (PUT) and opens the next section; server field errors show under their inputs.
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { Form, LinkBase, useNavigate, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { OnboardingStep } from '../../../domain/onboarding';
import { FormAlert } from '../../components/FormAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { zodResolver } from '../../components/zodResolver';
import { ApiError } from '../../providers/httpCore';
import { AutosaveStatusText } from './AutosaveStatusText';
import { useReadOnly } from './Editable';
import { sectionPath } from '../../components/onboarding/sections';
import { sectionAfter, sectionAfterSave, sectionBefore, splitFieldErrors } from './stepNavigation';
import { useAutosave } from './useAutosave';
import { useSetApplication } from '../../hooks/useOnboarding';
import type { Application } from '../../../domain/onboarding/application';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const READ_ONLY_SX = {
  '& .MuiInputBase-input.Mui-disabled': { color: 'text.primary', WebkitTextFillColor: 'currentColor' },
  '& .MuiInputLabel-root.Mui-disabled, & .MuiFormHelperText-root.Mui-disabled, & .MuiFormLabel-root.Mui-disabled': { color: 'text.secondary' },
  '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
} as const;

interface StepFormProps {
  step: OnboardingStep;
  app: Application;
  schema: z.ZodType;
  /** The empty form; saved data and then the autosaved draft are laid over it. */
  empty: Record<string, unknown>;
  children: ReactNode;
  /** More actions beside "Continue" (the bank step's "Skip"). */
  actions?: ReactNode;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function initialValues(app: Application, step: OnboardingStep, empty: Record<string, unknown>) {
  const draft = app.drafts[step];
  const saved = app.data[step];
  return { ...empty, ...(isRecord(saved) ? saved : {}), ...(isRecord(draft) ? draft : {}) };
}

/** Inside the form (it watches the values); hands its cancel function up so "Continue" can stop a pending draft. */
function Autosave({ step, enabled, cancelRef }: { step: OnboardingStep; enabled: boolean; cancelRef: RefObject<() => void> }) {
  const { status, cancel } = useAutosave(step, enabled);
  useEffect(() => {
    cancelRef.current = cancel;
  }, [cancel, cancelRef]);
  return <AutosaveStatusText status={status} />;
}

export function StepForm({ step, app, schema, empty, children, actions }: StepFormProps) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const navigate = useNavigate();
  const setApplication = useSetApplication();
  const [message, setMessage] = useState<string | null>(null);
  // Frozen at mount: later cache updates (autosave answers) must not reset what is being typed.
  const [defaultValues] = useState(() => (app.canSubmit ? initialValues(app, step, empty) : { ...empty, ...(isRecord(app.data[step]) ? app.data[step] : {}) }));
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  const cancelAutosave = useRef<() => void>(() => {});
  const previous = sectionBefore(step, app.sectionOrder);
  // A submitted application shows what was saved (not drafts), every input disabled, and only moves between steps.
  const readOnly = useReadOnly();
  const following = sectionAfter(step, app.sectionOrder);

  const onSubmit = async (values: FieldValues) => {
    cancelAutosave.current();
    setMessage(null);
    try {
      const saved = await dataProvider.saveOnboardingStep(step, values);
      setApplication(saved);
      navigate(sectionPath(sectionAfterSave(step, saved), saved));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) {
        setMessage(translate('app.errors.requestFailed'));
        return;
      }
      const { atInput, atForm } = splitFieldErrors(error.fieldErrors, values);
      setMessage(atForm.length > 0 ? atForm.join(' ') : Object.keys(atInput).length > 0 ? null : error.message);
      return atInput;
    }
  };

  return (
    <Form onSubmit={onSubmit} resolver={resolver} defaultValues={defaultValues} noValidate disabled={readOnly}>
      <FormAlert message={message} />
      {/* Submitted details are for reading: disabled inputs keep the ordinary text colours, not the faded ones. */}
      <Box sx={readOnly ? READ_ONLY_SX : undefined}>{children}</Box>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ mt: 3, alignItems: { sm: 'center' } }}>
        {previous && (
          <Button component={LinkBase} to={sectionPath(previous, app)} size="large" sx={{ mt: 1 }}>
            {translate('app.onboarding.back')}
          </Button>
        )}
        {readOnly ? (
          <Button component={LinkBase} to={sectionPath(following, app)} variant="contained" size="large" sx={{ ml: { sm: 'auto' } }}>
            {translate('app.onboarding.next')}
          </Button>
        ) : (
          <>
            <Autosave step={step} enabled={app.canSubmit} cancelRef={cancelAutosave} />
            {actions}
            <SubmitButton label="app.onboarding.continue" fullWidth={false} />
          </>
        )}
      </Stack>
    </Form>
  );
}
