// While the verification is being reviewed or is approved nothing can be changed (the API answers 409): the step
// pages say so and show what was submitted, read-only (inputs disabled, no save), with a way on to the next section.
import { createContext, useContext, type ReactNode } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { SECTION_PATHS } from '../../components/onboarding/sections';
import type { Application } from '../../../domain/onboarding/application';

const ReadOnlyContext = createContext(false);

/** True inside a step whose application can no longer be changed. */
export const useReadOnly = () => useContext(ReadOnlyContext);

export function Editable({ app, children }: { app: Application; children: ReactNode }) {
  const translate = useTranslate();
  if (app.canSubmit) return <>{children}</>;
  return (
    <Stack spacing={3}>
      <Alert
        severity="info"
        data-testid="onboarding-locked"
        action={
          <Button component={LinkBase} to={SECTION_PATHS.automaticReview} color="inherit">
            {translate('app.onboarding.viewStatus')}
          </Button>
        }
      >
        {translate(app.state === 'approved' ? 'app.onboarding.lockedApproved' : 'app.onboarding.lockedInReview')}
      </Alert>
      <ReadOnlyContext.Provider value>{children}</ReadOnlyContext.Provider>
    </Stack>
  );
}
