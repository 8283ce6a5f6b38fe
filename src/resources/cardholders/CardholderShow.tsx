// /issuing/cardholders/{id}: a cardholder's details, billing address and spending controls (each limit with what
// its window used and has left), with Edit, their cards (with Issue card) and their authorizations on every card.
import { useMemo } from 'react';
import { Button, Grid, Stack, Typography } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import type { Cardholder } from '../../../domain/wire';
import { DetailRows } from '../../components/DetailRows';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { IdText } from '../../components/money/IdText';
import { RecordShow } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';
import { SpendingControlsView, useIssuingSpending } from '../../components/issuing/SpendingControlsView';
import { authorizationListConfig } from '../../components/issuing/authorizationListConfig';
import { cardListConfig } from '../../components/issuing/cardListConfig';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { CardholderStatusChip } from './CardholderList';

export default function CardholderShow() {
  return (
    <RecordShow>
      <CardholderView />
    </RecordShow>
  );
}

function CardholderView() {
  const c = useRecordContext<Cardholder>();
  const translate = useTranslate();
  const pathOf = useResourcePath();
  const { canAccess } = useCanAccess({ resource: 'cardholders', action: 'edit' });
  const { canAccess: canIssue } = useCanAccess({ resource: 'cards', action: 'create' });
  const cardsConfig = useMemo(() => cardListConfig({ cardholderId: c?.id, typeLabel: (t) => translate(`app.issuing.cardType.${t}`) }), [c?.id, translate]);
  const authorizations = useMemo(() => authorizationListConfig({ cardholderId: c?.id }), [c?.id]);
  const spending = useIssuingSpending('cardholders', c?.id);
  if (!c) return null;
  const t = (f: string) => translate(`resources.cardholders.fields.${f}`);
  const address = [c.billing.line1, c.billing.line2, [c.billing.city, [c.billing.state, c.billing.postalCode].filter(Boolean).join(' ')].join(', '), c.billing.country].filter(Boolean);
  return (
    <>
      <PageHeader
        title={c.name}
        subtitle={c.email}
        actions={canAccess ? (
          <Button component={RouterLink} to={pathOf('cardholders', 'edit', c.id)} variant="outlined" startIcon={<EditOutlined />} data-testid="cardholder-edit-button">
            {translate('app.issuing.edit')}
          </Button>
        ) : undefined}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={translate('app.issuing.cardholderDetails')} testId="cardholder-details">
            <DetailRows
              rows={[
                { label: t('status'), value: <CardholderStatusChip status={c.status} /> },
                { label: t('email'), value: c.email },
                { label: t('phone'), value: c.phone },
                { label: translate('app.issuing.billingAddress'), value: <Stack>{address.map((line) => <span key={line}>{line}</span>)}</Stack> },
                { label: t('cardCount'), value: c.cardCount.toLocaleString() },
                { label: t('id'), value: <IdText value={c.id} /> },
                { label: t('createdAt'), value: formatZonedTime(c.createdAt, DETAIL_TIMEZONE) },
              ]}
            />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={translate('app.issuing.controls.title')} subtitle={translate('app.issuing.controls.cardholderHint')} testId="cardholder-controls">
            <SpendingControlsView controls={c.spendingControls} spending={spending} />
          </SectionCard>
        </Grid>
        <Grid size={12}>
          <Stack spacing={2} data-testid="cardholder-cards">
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="h3" component="h2">{translate('app.issuing.theirCards')}</Typography>
              {canIssue && c.status === 'active' && (
                <Button component={RouterLink} to={`${pathOf('cards', 'create')}?cardholder=${encodeURIComponent(c.id)}`} variant="contained" data-testid="cardholder-issue-card">
                  {translate('app.issuing.issueCard')}
                </Button>
              )}
            </Stack>
            <ResourceListPage config={cardsConfig} />
          </Stack>
        </Grid>
        <Grid size={12}>
          <Stack spacing={2} data-testid="cardholder-authorizations">
            <Typography variant="h3" component="h2">{translate('app.issuing.theirAuthorizations')}</Typography>
            <ResourceListPage config={authorizations} />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
