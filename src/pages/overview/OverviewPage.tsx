// /overview (/test/overview in test mode), the default landing page: the contract's state, the getting-started steps, the products the user
// may open and the payment stats. The test-mode banner comes from the shell.
import { lazy, Suspense } from 'react';
import { Button, Grid } from '@mui/material';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { ContractNotice } from './ContractNotice';
import { OnboardingSteps } from './OnboardingSteps';
import { PaymentStatsCard } from './PaymentStatsCard';
import { ProductsCard } from './ProductsCard';
import { useUserInfo } from '../../hooks/useAccount';
import { useTestMode } from '../../hooks/useTestMode';
import { withModePrefix } from '../../../domain/routes';

// Only a merchant that is not verified yet needs it, and it reads the wizard's rules: loaded on demand.
const VerificationNotice = lazy(() => import('./VerificationNotice'));

export default function OverviewPage() {
  const translate = useTranslate();
  const { data: user } = useUserInfo();
  const test = useTestMode();
  return (
    <>
      <PageHeader
        title={translate('routes.overview')}
        subtitle={translate('app.overview.subtitle')}
        actions={<Button component={RouterLink} to={withModePrefix('/dataview', test)} startIcon={<InsightsOutlined />} data-testid="open-dataview">{translate('app.dataview.title')}</Button>}
      />
      {user && user.kycStatus !== 'approved' && (
        <Suspense fallback={null}>
          <VerificationNotice />
        </Suspense>
      )}
      <ContractNotice />
      <Grid container spacing={3}>
        <Grid size={12} sx={{ minWidth: 0 }}>
          <PaymentStatsCard />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ minWidth: 0 }}>
          <OnboardingSteps />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} sx={{ minWidth: 0 }}>
          <ProductsCard />
        </Grid>
      </Grid>
    </>
  );
}
