// /AutomaticReview: the background review's progress (asked every 1.5 s) and then its outcome. On approval the
// shell asks users/query again so the KYC-locked products unlock.
import { useEffect } from 'react';
import { ReviewOutcome } from './ReviewOutcome';
import { useOnboarding, useRefreshUser } from '../../hooks/useOnboarding';
import { StepPage } from './StepPage';

function useRefreshOnApproval() {
  const { data } = useOnboarding({ poll: true });
  const refreshUser = useRefreshUser();
  const approved = data?.state === 'approved';
  useEffect(() => {
    if (approved) void refreshUser();
  }, [approved, refreshUser]);
}

export default function AutomaticReviewPage() {
  useRefreshOnApproval();
  return (
    <StepPage title="app.onboarding.sections.automaticReview" subtitle="app.onboarding.intro.automaticReview" section="automaticReview" lockable={false}>
      {(app) => <ReviewOutcome app={app} />}
    </StepPage>
  );
}
