// Home (/, permission eduoverview; issue 32): the landing of members given eduoverview. A greeting with the business
// name; where the account stands (verification, mode) and the next steps with where each is done; today's figures
// in the account's zone; shortcuts to the pages this member may open; the latest payments. What is shown is
// decided by domain/home.ts; every figure comes from one call (GET /home), which leaves out what the member's codes
// do not read.
import { Alert, Box, Button, Card, Chip, Grid, Skeleton, Stack, Typography } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../../domain/currency';
import { formatDateTime, zoneLabel } from '../../../domain/dates';
import { formatNumber } from '../../../domain/format';
import {
  canDoHomeStep, greetingOf, homeAccountState, homeNextSteps, homeShortcuts, nextHomeStep, HOME_STEP_ROUTES, type HomeRecord, type HomeStepState,
} from '../../../domain/home';
import { findRoute, isRouteShown, withModePrefix, type RouteContext } from '../../../domain/routes';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { useDisplayZone } from '../../components/list/ZoneNotice';
import { PaymentStatusChip } from '../../components/money/StatusChip';
import { paymentDetailPath } from '../../components/record/paths';
import { useRouteContext } from '../../hooks/useRouteContext';
import { useTestMode } from '../../hooks/useTestMode';
import { menuIcon } from '../../layout/icons';
import { sessionEpoch } from '../../providers/authProvider';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const canOpenWith = (ctx: RouteContext | null) => (name: string) => {
  const route = findRoute(name);
  return Boolean(ctx && route?.built && isRouteShown(route, ctx));
};

/** The hour in a zone (0-23), for the greeting. */
function hourIn(tz: string): number {
  return Number(formatDateTime(new Date(), { tz, format: 'HH' }));
}

function Figure({ label, lines, testId }: { label: string; lines: string[] | null; testId: string }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ p: 2, height: '100%' }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>{label}</Typography>
      {lines === null ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate('app.home.notForRole')}</Typography>
      ) : (
        lines.map((line) => <Typography key={line} variant="h5" sx={{ mt: 0.75, fontWeight: 600, overflowWrap: 'anywhere' }}>{line}</Typography>)
      )}
    </Card>
  );
}

function TodayFigures({ data }: { data: HomeRecord }) {
  const translate = useTranslate();
  const today = data.today?.currencies ?? null;
  const zero = (list: string[] | null) => (list && list.length === 0 ? ['0'] : list);
  const volume = today && zero(today.map((c) => formatMoney(c.successfulAmount, c.currency)));
  const count = today && [formatNumber(today.reduce((n, c) => n + c.successfulCount, 0))];
  const available = data.balance && zero(data.balance.map((b) => formatMoney(b.available, b.currency)));
  const disputes = data.openDisputes === null ? null : [formatNumber(data.openDisputes)];
  return (
    <SectionCard
      title={translate('app.home.today.title')}
      subtitle={translate('app.home.today.subtitle', { tz: data.today?.tz ?? '…' })}
      testId="home-today"
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}><Figure label={translate('app.home.today.volume')} lines={volume} testId="home-volume" /></Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}><Figure label={translate('app.home.today.succeeded')} lines={count} testId="home-succeeded" /></Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}><Figure label={translate('app.home.today.available')} lines={available} testId="home-available" /></Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}><Figure label={translate('app.home.today.disputes')} lines={disputes} testId="home-disputes" /></Grid>
      </Grid>
    </SectionCard>
  );
}

function StepRow({ state, next, test }: { state: HomeStepState; next: boolean; test: boolean }) {
  const translate = useTranslate();
  const route = findRoute(HOME_STEP_ROUTES[state.step]);
  const Icon = state.done ? CheckCircleOutlined : state.waiting ? HourglassEmptyOutlined : RadioButtonUncheckedOutlined;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ py: 1.25, alignItems: { sm: 'center' } }} data-testid={`home-step-${state.step}`} data-done={state.done}>
      <Stack direction="row" spacing={1.5} sx={{ flex: 1, minWidth: 0, alignItems: 'flex-start' }}>
        <Icon fontSize="small" color={state.done ? 'success' : state.waiting ? 'info' : 'disabled'} sx={{ mt: 0.25 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{translate(`app.home.steps.${state.step}.title`)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(state.waiting ? 'app.home.steps.verify.waiting' : `app.home.steps.${state.step}.body`)}
          </Typography>
        </Box>
      </Stack>
      {!state.done && !state.waiting && route && (
        <Button component={RouterLink} to={withModePrefix(route.path, test)} size="small" variant={next ? 'contained' : 'outlined'} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}>
          {translate(`app.home.steps.${state.step}.action`)}
        </Button>
      )}
    </Stack>
  );
}

function AccountState({ data, ctx }: { data: HomeRecord; ctx: RouteContext | null }) {
  const translate = useTranslate();
  const test = useTestMode();
  const state = homeAccountState(data.kycStatus);
  const canOpen = canOpenWith(ctx);
  const steps = homeNextSteps({ kycStatus: data.kycStatus, ...data.facts }, (step) => Boolean(ctx && canDoHomeStep(step, { permissions: ctx.permissions, role: ctx.role ?? 'member' }, canOpen)));
  const next = nextHomeStep(steps);
  const color = state === 'verified' ? 'success' : state === 'fix' ? 'warning' : 'info';
  return (
    <SectionCard
      title={translate('app.home.state.title')}
      subtitle={translate(next ? 'app.home.state.next' : 'app.home.state.allDone')}
      action={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" color={color} label={translate(`app.home.state.${state}`)} data-testid="home-kyc" />
          <Chip size="small" variant="outlined" color={test ? 'warning' : 'default'} label={translate(test ? 'app.home.state.testMode' : 'app.home.state.liveMode')} data-testid="home-mode" />
        </Stack>
      }
      testId="home-state"
    >
      {steps.length === 0 ? (
        <Typography color="text.secondary">{translate('app.home.state.noSteps')}</Typography>
      ) : (
        <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
          {steps.map((s) => <StepRow key={s.step} state={s} next={s.step === next} test={test} />)}
        </Stack>
      )}
    </SectionCard>
  );
}

function Shortcuts({ ctx }: { ctx: RouteContext | null }) {
  const translate = useTranslate();
  const test = useTestMode();
  const names = homeShortcuts(canOpenWith(ctx));
  return (
    <SectionCard title={translate('app.home.shortcuts.title')} testId="home-shortcuts">
      {names.length === 0 ? (
        <Typography color="text.secondary">{translate('app.home.shortcuts.none')}</Typography>
      ) : (
        <Grid container spacing={1}>
          {names.map((name) => {
            const route = findRoute(name);
            if (!route) return null;
            const Icon = menuIcon(route.icon);
            return (
              <Grid key={name} size={{ xs: 6, sm: 4, md: 6 }}>
                <Button component={RouterLink} to={withModePrefix(route.path, test)} startIcon={<Icon />} fullWidth sx={{ justifyContent: 'flex-start' }} data-testid={`home-shortcut-${name}`}>
                  {translate(`routes.${name}`)}
                </Button>
              </Grid>
            );
          })}
        </Grid>
      )}
    </SectionCard>
  );
}

function Recent({ data }: { data: HomeRecord }) {
  const translate = useTranslate();
  const test = useTestMode();
  const { user } = useRouteContext();
  // The reader's chosen zone once picked (issue 32 item 2), else the account's; each time says which.
  const tz = useDisplayZone(user?.timezone ?? 'UTC');
  if (data.recent === null) return null;
  return (
    <SectionCard title={translate('app.home.recent.title')} testId="home-recent">
      {data.recent.length === 0 ? (
        <Typography color="text.secondary" data-testid="home-recent-empty">{translate('app.home.recent.none')}</Typography>
      ) : (
        <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
          {data.recent.map((p) => (
            <Stack
              key={p.id} component={RouterLink} to={withModePrefix(paymentDetailPath(p.id), test)} direction="row" spacing={1.5}
              sx={{ py: 1, alignItems: 'center', color: 'inherit', textDecoration: 'none', '&:hover': { bgcolor: 'action.hover' } }}
              data-testid="home-recent-row"
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }} noWrap>{formatMoney(p.amount, p.currency)}</Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {[p.customerName, p.createdAt ? `${formatDateTime(p.createdAt, { tz, format: 'YYYY-MM-DD HH:mm' })} (${zoneLabel(tz, p.createdAt)})` : null].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
              <PaymentStatusChip payment={p} link={false} />
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

export default function HomePage() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const test = useTestMode();
  const { ctx, user } = useRouteContext();
  const displayZone = useDisplayZone(user?.timezone ?? 'UTC');
  const home = useQuery({ queryKey: ['home', test, sessionEpoch()], queryFn: () => dataProvider.home(test), retry: false });
  const data = home.data;
  const greeting = translate(`app.home.greeting.${greetingOf(hourIn(displayZone))}`, { name: user?.nickname ?? '' });
  return (
    <>
      <PageHeader title={greeting} subtitle={translate('app.home.subtitle', { business: data?.accountName ?? user?.accountName ?? '' })} />
      {home.isError ? (
        <Alert severity="error" action={<Button onClick={() => void home.refetch()}>{translate('app.common.retry')}</Button>} data-testid="home-error">
          {home.error.message || translate('app.home.failed')}
        </Alert>
      ) : !data ? (
        <Stack spacing={3} data-testid="home-loading">
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={140} />
        </Stack>
      ) : (
        <Grid container spacing={3}>
          <Grid size={12} sx={{ minWidth: 0 }}><AccountState data={data} ctx={ctx} /></Grid>
          <Grid size={12} sx={{ minWidth: 0 }}><TodayFigures data={data} /></Grid>
          <Grid size={{ xs: 12, md: 7 }} sx={{ minWidth: 0 }}><Recent data={data} /></Grid>
          <Grid size={{ xs: 12, md: 5 }} sx={{ minWidth: 0 }}><Shortcuts ctx={ctx} /></Grid>
        </Grid>
      )}
    </>
  );
}
