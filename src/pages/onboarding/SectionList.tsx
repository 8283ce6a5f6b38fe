// The wizard's sections as a checklist: each with its status, what was entered, any rule broken between steps,
// and a link to open (or modify) it. Used by the review page and the Onboard hub.
import { Box, Button, Stack, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import type { OnboardingSection } from '../../../domain/onboarding';
import { useCountryName } from '../../hooks/useCountryName';
import { sectionSummary } from './sectionSummary';
import { SectionStatus, type SectionState } from './SectionStatus';
import { sectionPath, sectionTitle } from '../../components/onboarding/sections';
import type { Application } from '../../../domain/onboarding/application';

export function sectionState(app: Application, section: OnboardingSection): SectionState {
  if (app.sections[section]?.complete) return 'complete';
  return section === 'bank' && !app.data.bank && !app.bankRejected ? 'skipped' : 'incomplete';
}

export function SectionList({ app, sections, actionLabel }: { app: Application; sections: readonly OnboardingSection[]; actionLabel: string }) {
  const translate = useTranslate();
  const countryName = useCountryName();
  return (
    <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, border: 1, borderColor: 'divider', borderRadius: 2 }} divider={<Box component="li" aria-hidden sx={{ borderTop: 1, borderColor: 'divider' }} />}>
      {sections.map((section) => {
        const summary = sectionSummary(section, app, translate, countryName);
        const issues = app.crossStepIssues.filter((i) => i.section === section);
        const title = translate(sectionTitle(section, app));
        return (
          <Stack component="li" key={section} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ px: 2.5, py: 2, alignItems: { sm: 'center' } }} data-testid={`section-${section}`}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {title}
                </Typography>
                <SectionStatus state={sectionState(app, section)} />
              </Stack>
              {summary && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {summary}
                </Typography>
              )}
              {issues.map((issue) => (
                <Typography key={issue.field} variant="body2" color="error" sx={{ mt: 0.5 }}>
                  {translate(`validation.${issue.message}`, { _: issue.message })}
                </Typography>
              ))}
            </Box>
            <Button component={LinkBase} to={sectionPath(section, app)} variant="outlined" size="small" aria-label={`${translate(actionLabel)}: ${title}`} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
              {translate(actionLabel)}
            </Button>
          </Stack>
        );
      })}
    </Stack>
  );
}
