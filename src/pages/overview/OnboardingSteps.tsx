// The overview's getting-started steps: the API documentation, the test keys (always the test-mode keys, fetched
// with the test token even in live mode: the standard ones in use), and the payment-method settings once that page exists.
import type { ReactNode } from 'react';
import { Alert, Avatar, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { findRoute } from '../../../domain/routes';
import { SectionCard } from '../../components/SectionCard';
import { useUserInfo } from '../../hooks/useAccount';
import { gettingStartedKeys } from '../../../domain/api-key-use';
import { useApiKeys } from '../../resources/api-keys/useApiKeys';
import { TestKeyRow } from './TestKeyRow';

function Step({ n, title, body, action, children }: { n: number; title: string; body: string; action?: ReactNode; children?: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ py: 1.5 }}>
      <Avatar sx={{ width: 28, height: 28, fontSize: 14, fontWeight: 600, bgcolor: 'primary.main', color: 'primary.contrastText' }}>{n}</Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
            <Typography variant="body2" color="text.secondary">{body}</Typography>
          </Box>
          {action}
        </Stack>
        {children}
      </Box>
    </Stack>
  );
}

function TestKeys() {
  const translate = useTranslate();
  const { data: user } = useUserInfo();
  const keys = useApiKeys(true);
  if (keys.isPending) return <Skeleton height={72} />;
  if (keys.isError) return <Alert severity="warning" sx={{ mt: 1 }}>{translate('app.overview.steps.keysFailed')}</Alert>;
  // The standard keys in use, one of each kind: restricted, rolled-away and expired keys are the Developers page's.
  const shown = gettingStartedKeys(keys.data, new Date());
  if (shown.length === 0) return <Typography color="text.secondary">{translate('app.overview.steps.noKeys')}</Typography>;
  return <Box sx={{ mt: 0.5 }}>{shown.map((k) => <TestKeyRow key={k.id} apiKey={k} tz={user?.timezone} />)}</Box>;
}

export function OnboardingSteps() {
  const translate = useTranslate();
  const methods = findRoute('settingsPayments');
  const open = translate('app.overview.steps.open');
  // The keys step only for users whose codes let them read keys: the others would be refused (403).
  const { canAccess: keysAllowed } = useCanAccess({ resource: 'api-keys', action: 'list' });
  return (
    <SectionCard title={translate('app.overview.steps.title')} subtitle={translate('app.overview.steps.subtitle')} testId="overview-steps">
      <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
        <Step
          n={1} title={translate('app.overview.steps.docs')} body={translate('app.overview.steps.docsBody')}
          action={<Button size="small" href="/api/docs" target="_blank" rel="noopener" endIcon={<OpenInNew />} data-testid="overview-docs">{open}</Button>}
        />
        {keysAllowed && (
          <Step n={2} title={translate('app.overview.steps.keys')} body={translate('app.overview.steps.keysBody')}>
            <TestKeys />
          </Step>
        )}
        {methods?.built && (
          <Step
            n={keysAllowed ? 3 : 2} title={translate('app.overview.steps.paymentMethods')} body={translate('app.overview.steps.paymentMethodsBody')}
            action={<Button size="small" component={RouterLink} to={methods.path} aria-label={`${open}: ${translate('app.overview.steps.paymentMethods')}`} data-testid="overview-payment-methods">{open}</Button>}
          />
        )}
      </Stack>
    </SectionCard>
  );
}
