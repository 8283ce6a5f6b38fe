// The wizard's progress: every section in order with its status; a section can be opened from here.
import { Box, LinearProgress, Step, StepButton, StepLabel, Stepper, Typography } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { ONBOARDING_SECTIONS, type OnboardingSection } from '../../../domain/onboarding';
import { sectionPath, sectionTitle } from '../../components/onboarding/sections';
import type { Application } from '../../../domain/onboarding/application';

export function WizardStepper({ app, active }: { app: Application | undefined; active?: OnboardingSection }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  // The sections this business type needs (a sole trader has no owners step), as the server lists them.
  const order = app?.sectionOrder ?? ONBOARDING_SECTIONS;
  const index = active ? order.indexOf(active) : -1;
  const done = order.filter((s) => app?.sections[s]?.complete).length;
  return (
    <Box component="nav" aria-label={translate('app.onboarding.progress')} sx={{ mb: 3 }}>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <Typography variant="body2" color="text.secondary">
          {/* A page beside the steps (/ob-teams, /public-details) is no step of them: it says how far the steps are. */}
          {!active || index === -1
            ? translate('app.onboarding.stepsDone', { done, total: order.length })
            : `${translate('app.onboarding.stepOf', { n: index + 1, total: order.length })} · ${translate(sectionTitle(active, app))}`}
        </Typography>
        <LinearProgress variant="determinate" value={(done / order.length) * 100} sx={{ mt: 1, borderRadius: 1 }} />
      </Box>
      <Stepper nonLinear alternativeLabel activeStep={index} sx={{ display: { xs: 'none', md: 'flex' } }}>
        {order.map((section) => (
          <Step key={section} completed={Boolean(app?.sections[section]?.complete)}>
            <StepButton
              onClick={() => navigate(sectionPath(section, app))}
              aria-current={section === active ? 'step' : undefined}
            >
              <StepLabel optional={section === 'bank' ? <Typography variant="caption" color="text.secondary">{translate('app.onboarding.optional')}</Typography> : undefined}>
                {translate(sectionTitle(section, app))}
              </StepLabel>
            </StepButton>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
