// The focused frame of the onboarding pages: header, progress stepper, and one card with the page's title.
import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OnboardingSection } from '../../../domain/onboarding';
import { PageLoading } from '../../loading/PageLoading';
import { useOnboarding } from '../../hooks/useOnboarding';
import { WizardHeader } from './WizardHeader';
import { WizardStepper } from './WizardStepper';
import type { Application } from '../../../domain/onboarding/application';

interface WizardLayoutProps {
  title: string;
  subtitle?: ReactNode;
  section?: OnboardingSection;
  /** Rendered once the application has loaded. */
  children: (app: Application) => ReactNode;
  maxWidth?: number;
}

export function WizardLayout({ title, subtitle, section, children, maxWidth = 760 }: WizardLayoutProps) {
  const translate = useTranslate();
  const query = useOnboarding();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <WizardHeader />
      <Box component="main" sx={{ flex: 1, width: '100%', maxWidth: 1080, mx: 'auto', px: { xs: 2, sm: 4 }, py: { xs: 3, md: 4 } }}>
        <WizardStepper app={query.data} active={section} />
        <Card sx={{ maxWidth, mx: 'auto', p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
          <Stack spacing={0.75} sx={{ mb: 3 }}>
            <Typography variant="h2" component="h1">
              {title}
            </Typography>
            {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
          </Stack>
          {query.isPending ? (
            <PageLoading />
          ) : query.isError ? (
            <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{translate('app.common.retry')}</Button>}>
              {query.error.message || translate('app.errors.requestFailed')}
            </Alert>
          ) : (
            children(query.data)
          )}
        </Card>
      </Box>
    </Box>
  );
}
