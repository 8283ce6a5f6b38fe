// /issuing/cards/{id}: a card (brand and last 4 only, expiry, status, currency, its cardholder) and its spending
// controls, with Edit.
import { useMemo } from 'react';
import { Button, Grid, Link, Stack, Typography } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import type { Card } from '../../../domain/wire';
import { DetailRows } from '../../components/DetailRows';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { CardStatusChip, expiryText } from '../../components/issuing/cardText';
import { SpendingControlsView, useIssuingSpending } from '../../components/issuing/SpendingControlsView';
import { SimulatePurchase } from '../../components/issuing/SimulatePurchase';
import { authorizationListConfig } from '../../components/issuing/authorizationListConfig';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { useTestMode } from '../../hooks/useTestMode';
import { IdText } from '../../components/money/IdText';
import { RecordShow } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';

export default function CardShow() {
  return (
    <RecordShow>
      <CardView />
    </RecordShow>
  );
}

function CardView() {
  const c = useRecordContext<Card>();
  const translate = useTranslate();
  const pathOf = useResourcePath();
  const { canAccess } = useCanAccess({ resource: 'cards', action: 'edit' });
  const { canAccess: canSimulate } = useCanAccess({ resource: 'issuing-authorizations', action: 'simulate' });
  const test = useTestMode();
  const authorizations = useMemo(() => authorizationListConfig({ cardId: c?.id }), [c?.id]);
  const spending = useIssuingSpending('cards', c?.id);
  if (!c) return null;
  const t = (f: string) => translate(`resources.cards.fields.${f}`);
  return (
    <>
      <PageHeader
        title={`${c.brand} •••• ${c.last4}`}
        subtitle={`${translate(`app.issuing.cardType.${c.type}`)} · ${c.cardholderName}`}
        actions={canAccess && c.status !== 'canceled' ? (
          <Button component={RouterLink} to={pathOf('cards', 'edit', c.id)} variant="outlined" startIcon={<EditOutlined />} data-testid="card-edit-button">
            {translate('app.issuing.editCard')}
          </Button>
        ) : undefined}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={translate('app.issuing.cardDetails')} testId="card-details">
            <DetailRows
              rows={[
                { label: t('status'), value: <CardStatusChip status={c.status} /> },
                { label: t('cardholderName'), value: <Link component={RouterLink} to={pathOf('cardholders', 'show', c.cardholderId)}>{c.cardholderName}</Link> },
                { label: t('type'), value: translate(`app.issuing.cardType.${c.type}`) },
                { label: t('last4'), value: `${c.brand} •••• ${c.last4}` },
                { label: t('expiry'), value: expiryText(c) },
                { label: t('currency'), value: c.currency },
                { label: t('id'), value: <IdText value={c.id} /> },
                { label: t('createdAt'), value: formatZonedTime(c.createdAt, DETAIL_TIMEZONE) },
                ...(c.canceledAt ? [{ label: t('canceledAt'), value: formatZonedTime(c.canceledAt, DETAIL_TIMEZONE) }] : []),
              ]}
            />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={translate('app.issuing.controls.title')} subtitle={translate('app.issuing.controls.cardShowHint')} testId="card-controls">
            <SpendingControlsView controls={c.spendingControls} spending={spending} />
          </SectionCard>
        </Grid>
        {test && canSimulate && (
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard title={translate('app.issuing.simulate.title')} subtitle={translate('app.issuing.simulate.help')} testId="card-simulate">
              <SimulatePurchase card={c} />
            </SectionCard>
          </Grid>
        )}
        <Grid size={12}>
          <Stack spacing={2} data-testid="card-authorizations">
            <Typography variant="h3" component="h2">{translate('app.issuing.theirAuthorizations')}</Typography>
            <ResourceListPage config={authorizations} />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
