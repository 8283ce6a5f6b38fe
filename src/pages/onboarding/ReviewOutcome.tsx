// The automatic review's answer: in progress, approved (live), manual review (email to follow), documents
// required (upload), bank rejected (modify the bank details and resubmit), or not submitted yet.
import type { ReactNode } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { LinkBase, useTranslate } from 'react-admin';
import { REVIEW_OUTCOME_MESSAGES } from '../../../domain/onboarding';
import { SECTION_PATHS, resumeSection, sectionPath } from '../../components/onboarding/sections';
import { isReviewRunning } from '../../hooks/useOnboarding';
import type { Application } from '../../../domain/onboarding/application';

interface PanelProps { icon: ReactNode; title: string; body: string; note?: string; action?: ReactNode; testId: string }

function Panel({ icon, title, body, note, action, testId }: PanelProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} data-testid={testId} role="status" aria-live="polite">
      <Box sx={{ fontSize: 56, lineHeight: 0, '& svg': { fontSize: 'inherit' } }}>{icon}</Box>
      <Typography variant="h3" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {body}
      </Typography>
      {note && <Typography color="text.secondary">{note}</Typography>}
      {action}
    </Stack>
  );
}

const LinkButton = ({ to, label }: { to: string; label: string }) => (
  <Button component={LinkBase} to={to} variant="contained" size="large">
    {label}
  </Button>
);

export function ReviewOutcome({ app }: { app: Application }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.onboarding.outcome.${key}`);
  if (isReviewRunning(app)) {
    return (
      <Panel icon={<HourglassEmptyOutlined color="primary" />} title={t('runningTitle')} body={t('runningBody')} testId="review-running"
        action={<LinearProgress sx={{ width: '100%', maxWidth: 360, borderRadius: 1 }} aria-label={t('runningTitle')} />} />
    );
  }
  const message = app.outcome ? translate(`validation.${REVIEW_OUTCOME_MESSAGES[app.outcome]}`) : '';
  // Bank details modified since the rejection: what is left is resubmitting, not modifying again.
  const outcome = app.outcome === 'bank_rejected' && !app.bankRejected ? null : app.outcome;
  switch (outcome) {
    case 'approved':
      return <Panel icon={<CheckCircleOutlined color="success" />} title={t('approvedTitle')} body={message} note={t('approvedBody')} testId="review-approved"
        action={<LinkButton to="/" label={t('toDashboard')} />} />;
    case 'manual_review':
      return <Panel icon={<MailOutlined color="info" />} title={t('manualTitle')} body={message} testId="review-manual" />;
    case 'documents_required':
      return <Panel icon={<WarningAmberOutlined color="warning" />} title={t('documentsTitle')} body={message} testId="review-documents"
        action={<LinkButton to={SECTION_PATHS.upload} label={t('toUpload')} />} />;
    case 'bank_rejected':
      return <Panel icon={<WarningAmberOutlined color="warning" />} title={t('bankTitle')} body={message} testId="review-bank"
        action={<LinkButton to={SECTION_PATHS.bank} label={t('toBank')} />} />;
    default:
      return <Panel icon={<HourglassEmptyOutlined color="disabled" />} title={t('notSubmittedTitle')} body={t('notSubmittedBody')} testId="review-not-submitted"
        action={<LinkButton to={sectionPath(resumeSection(app), app)} label={translate('app.onboarding.continue')} />} />;
  }
}
