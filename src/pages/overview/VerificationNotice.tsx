// What blocks going live, on the overview of a merchant whose business is not verified yet: the wizard's sections
// still to do and a button that continues where the merchant left off. Members who may not open the verification
// (it is kept to owners and admins) are told who can finish it, without a call that would be refused.
import { Alert, AlertTitle, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { LinkBase, useCanAccess, useTranslate } from 'react-admin';
import type { Application } from '../../../domain/onboarding/application';
import { useUserInfo } from '../../hooks/useAccount';
import { resumeSection, sectionPath, sectionTitle } from '../../components/onboarding/sections';
import { useOnboarding } from '../../hooks/useOnboarding';

function Blockers({ app }: { app: Application }) {
  const translate = useTranslate();
  // The sections this business type needs (a sole trader has no owners step).
  const order = app.sectionOrder;
  const todo = order.filter((s) => !app.sections[s]?.complete && !(s === 'bank' && !app.data.bank && !app.bankRejected));
  const done = order.length - order.filter((s) => !app.sections[s]?.complete).length;
  const inReview = app.state === 'needs_review';
  const started = done > 0;
  return (
    <Alert
      severity={app.state === 'needs_update' ? 'warning' : 'info'}
      sx={{ mb: 3, '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
      data-testid="verification-notice"
    >
      <AlertTitle>{translate('app.overview.verify.title')}</AlertTitle>
      {inReview ? (
        <Typography variant="body2">{translate('app.overview.verify.inReview')}</Typography>
      ) : (
        <>
          <Typography variant="body2">
            {translate(app.state === 'needs_update' ? 'app.overview.verify.needsUpdate' : 'app.overview.verify.body')}
          </Typography>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, my: 1.5 }} aria-label={translate('app.overview.verify.title')}>
            {todo.map((s) => (
              <li key={s}>
                <Chip size="small" variant="outlined" label={translate(sectionTitle(s, app))} component={LinkBase} to={sectionPath(s, app)} clickable />
              </li>
            ))}
          </Box>
        </>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, mt: 1 }}>
        <Button component={LinkBase} to={sectionPath(resumeSection(app), app)} variant="contained" size="small" data-testid="verification-continue">
          {translate(inReview ? 'app.onboarding.viewStatus' : started ? 'app.onboarding.finishCta' : 'app.onboarding.startCta')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {translate('app.overview.verify.progress', { done, total: order.length })}
        </Typography>
      </Stack>
    </Alert>
  );
}

function OwnerNotice() {
  const query = useOnboarding();
  return query.data ? <Blockers app={query.data} /> : null;
}

export default function VerificationNotice() {
  const translate = useTranslate();
  const { data: user } = useUserInfo();
  const { canAccess, isPending } = useCanAccess({ resource: 'onboarding', action: 'show' });
  if (!user || user.kycStatus === 'approved' || isPending) return null;
  if (canAccess) return <OwnerNotice />;
  return (
    <Alert severity="info" sx={{ mb: 3 }} data-testid="verification-notice">
      <AlertTitle>{translate('app.overview.verify.title')}</AlertTitle>
      {translate('app.overview.verify.ownersOnly')}
    </Alert>
  );
}
