// While the verification is being reviewed or is approved nothing can be changed (the API answers 409): the step
// pages say so and point to the review's status instead of offering a form.
import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { SECTION_PATHS } from './sections';
import type { Application } from '../../../domain/onboarding/application';

export function Editable({ app, children }: { app: Application; children: ReactNode }) {
  const translate = useTranslate();
  if (app.canSubmit) return <>{children}</>;
  return (
    <Alert
      severity="info"
      action={
        <Button component={LinkBase} to={SECTION_PATHS.automaticReview} color="inherit">
          {translate('app.onboarding.viewStatus')}
        </Button>
      }
    >
      {translate(app.state === 'approved' ? 'app.onboarding.lockedApproved' : 'app.onboarding.lockedInReview')}
    </Alert>
  );
}
