// /review: every form section with its status and a "Modify" link back to its step; confirming it (POST review)
// opens the upload step. Refused while a section is incomplete or two steps disagree.
import { useMutation } from '@tanstack/react-query';
import { Button, CircularProgress, Stack } from '@mui/material';
import { LinkBase, useNavigate, useTranslate } from 'react-admin';
import { ONBOARDING_STEPS } from '../../../domain/onboarding';
import { FormAlert } from '../../components/FormAlert';
import { useReadOnly } from './Editable';
import { failureMessage } from './failureMessage';
import { SectionList } from './SectionList';
import { SECTION_PATHS } from '../../components/onboarding/sections';
import { useSetApplication } from '../../hooks/useOnboarding';
import { StepPage } from './StepPage';
import type { Application } from '../../../domain/onboarding/application';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const FORM_SECTIONS = ONBOARDING_STEPS;

function ReviewBody({ app }: { app: Application }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const navigate = useNavigate();
  const setApplication = useSetApplication();
  const readOnly = useReadOnly();
  const confirmation = useMutation({
    mutationFn: () => dataProvider.confirmOnboardingReview(),
    onSuccess: (next) => {
      setApplication(next);
      navigate(SECTION_PATHS.upload);
    },
    // The refusal may come from sections changed elsewhere: show the application as the server has it now.
    onError: () => void dataProvider.onboarding().then(setApplication, () => undefined),
  });
  const busy = confirmation.isPending;
  const message = confirmation.error ? failureMessage(confirmation.error, translate('app.errors.requestFailed')) : null;
  const ready = FORM_SECTIONS.every((s) => app.sections[s]?.complete || (s === 'bank' && !app.data.bank && !app.bankRejected)) && app.crossStepIssues.length === 0;

  return (
    <Stack spacing={3}>
      <FormAlert message={message} />
      {!ready && !readOnly && <FormAlert severity="info" message={translate('app.onboarding.review.incomplete')} />}
      <SectionList app={app} sections={FORM_SECTIONS.filter((s) => app.sectionOrder.includes(s))} actionLabel={readOnly ? 'app.onboarding.view' : 'app.onboarding.modify'} />
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button component={LinkBase} to={SECTION_PATHS.bank} size="large">
          {translate('app.onboarding.back')}
        </Button>
        {readOnly ? (
          <Button component={LinkBase} to={SECTION_PATHS.upload} variant="contained" size="large">
            {translate('app.onboarding.next')}
          </Button>
        ) : (
          <Button
            variant="contained"
            size="large"
            onClick={() => confirmation.mutate()}
            disabled={busy || !ready}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate('app.onboarding.review.confirm')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

export default function ReviewPage() {
  return (
    <StepPage title="app.onboarding.sections.review" subtitle="app.onboarding.intro.review" section="review">
      {(app) => <ReviewBody app={app} />}
    </StepPage>
  );
}
