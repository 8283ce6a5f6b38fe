// /review: every form section with its status and a "Modify" link back to its step; confirming it (POST review)
// opens the upload step. Refused while a section is incomplete or two steps disagree.
import { useState } from 'react';
import { Button, CircularProgress, Stack } from '@mui/material';
import { LinkBase, useNavigate, useTranslate } from 'react-admin';
import { FormAlert } from '../../components/FormAlert';
import { ApiError } from '../../providers/httpCore';
import { Editable } from './Editable';
import { SectionList } from './SectionList';
import { SECTION_PATHS } from './sections';
import { useSetApplication } from './useOnboarding';
import { WizardLayout } from './WizardLayout';
import type { Application } from '../../../domain/onboarding/application';
import { dataProvider } from '../../providers/dataProvider';

const FORM_SECTIONS = ['businessType', 'businessDetails', 'representative', 'owners', 'bank'] as const;

function ReviewBody({ app }: { app: Application }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const setApplication = useSetApplication();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const ready = FORM_SECTIONS.every((s) => app.sections[s]?.complete || (s === 'bank' && !app.data.bank && !app.bankRejected)) && app.crossStepIssues.length === 0;

  const confirm = async () => {
    setBusy(true);
    setMessage(null);
    try {
      setApplication(await dataProvider.confirmOnboardingReview());
      navigate(SECTION_PATHS.upload);
    } catch (error) {
      setMessage(error instanceof ApiError && error.status !== 0 ? error.message : translate('app.errors.requestFailed'));
      void dataProvider.onboarding().then(setApplication, () => undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={3}>
      <FormAlert message={message} />
      {!ready && <FormAlert severity="info" message={translate('app.onboarding.review.incomplete')} />}
      <SectionList app={app} sections={FORM_SECTIONS} actionLabel="app.onboarding.modify" />
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button component={LinkBase} to={SECTION_PATHS.bank} size="large">
          {translate('app.onboarding.back')}
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={() => void confirm()}
          disabled={busy || !ready}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('app.onboarding.review.confirm')}
        </Button>
      </Stack>
    </Stack>
  );
}

export default function ReviewPage() {
  const translate = useTranslate();
  return (
    <WizardLayout title={translate('app.onboarding.sections.review')} subtitle={translate('app.onboarding.intro.review')} section="review">
      {(app) => (
        <Editable app={app}>
          <ReviewBody app={app} />
        </Editable>
      )}
    </WizardLayout>
  );
}
