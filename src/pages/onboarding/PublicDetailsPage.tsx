// /public-details: the public details customers see (name, support contacts, website, statement descriptor) and the
// branding (logo, colour), inside the wizard. They are the account's business profile, the record /settings-business
// edits, saved through the same calls (PUT /settings/business, validated by domain/business/profile.ts), so the two
// pages always show the same data. Optional: the verification does not wait for it.
import { Button, Stack } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { SECTION_PATHS, sectionPath } from '../../components/onboarding/sections';
import { BusinessProfileCards } from '../../components/business/BusinessProfileCards';
import { StepPage } from './StepPage';

export default function PublicDetailsPage() {
  const translate = useTranslate();
  return (
    <StepPage title="app.onboarding.publicDetails.title" subtitle="app.onboarding.publicDetails.intro" section="businessDetails" lockable={false}>
      {(app) => (
        <Stack spacing={3} data-testid="public-details">
          <BusinessProfileCards />
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
            <Button component={LinkBase} to={SECTION_PATHS.businessDetails}>{translate('app.onboarding.publicDetails.back')}</Button>
            <Button component={LinkBase} to={sectionPath('representative', app)} variant="contained">{translate('app.onboarding.publicDetails.continue')}</Button>
          </Stack>
        </Stack>
      )}
    </StepPage>
  );
}
