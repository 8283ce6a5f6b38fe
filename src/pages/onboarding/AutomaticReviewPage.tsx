// /AutomaticReview: the background review's progress (asked every 1.5 s) and then its outcome. On approval the
// shell asks users/query again so the KYC-locked products unlock.
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { ReviewOutcome } from './ReviewOutcome';
import { useOnboarding, useRefreshUser } from '../../hooks/useOnboarding';
import { WizardLayout } from './WizardLayout';

function useRefreshOnApproval() {
  const { data } = useOnboarding({ poll: true });
  const refreshUser = useRefreshUser();
  const approved = data?.state === 'approved';
  useEffect(() => {
    if (approved) void refreshUser();
  }, [approved, refreshUser]);
}

export default function AutomaticReviewPage() {
  const translate = useTranslate();
  useRefreshOnApproval();
  return (
    <WizardLayout title={translate('app.onboarding.sections.automaticReview')} subtitle={translate('app.onboarding.intro.automaticReview')} section="automaticReview">
      {(app) => <ReviewOutcome app={app} />}
    </WizardLayout>
  );
}
