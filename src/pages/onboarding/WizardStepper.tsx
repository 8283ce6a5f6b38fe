// The wizard's progress: every section in order with its status; a section can be opened from here.
import { Box, LinearProgress, Step, StepButton, StepLabel, Stepper, Typography } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { ONBOARDING_SECTIONS, type OnboardingSection } from '../../../domain/onboarding';
import { SECTION_PATHS, sectionTitle } from '../../components/onboarding/sections';
import type { Application } from '../../../domain/onboarding/application';

export function WizardStepper({ app, active }: { app: Application | undefined; active?: OnboardingSection }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const index = active ? ONBOARDING_SECTIONS.indexOf(active) : -1;
  const done = ONBOARDING_SECTIONS.filter((s) => app?.sections[s]?.complete).length;
  return (
    <Box component="nav" aria-label={translate('app.onboarding.progress')} sx={{ mb: 3 }}>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.onboarding.stepOf', { n: index + 1, total: ONBOARDING_SECTIONS.length })}
          {active ? ` · ${translate(sectionTitle(active))}` : ''}
        </Typography>
        <LinearProgress variant="determinate" value={(done / ONBOARDING_SECTIONS.length) * 100} sx={{ mt: 1, borderRadius: 1 }} />
      </Box>
      <Stepper nonLinear alternativeLabel activeStep={index} sx={{ display: { xs: 'none', md: 'flex' } }}>
        {ONBOARDING_SECTIONS.map((section) => (
          <Step key={section} completed={Boolean(app?.sections[section]?.complete)}>
            <StepButton
              onClick={() => navigate(SECTION_PATHS[section])}
              aria-current={section === active ? 'step' : undefined}
            >
              <StepLabel optional={section === 'bank' ? <Typography variant="caption" color="text.secondary">{translate('app.onboarding.optional')}</Typography> : undefined}>
                {translate(sectionTitle(section))}
              </StepLabel>
            </StepButton>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
