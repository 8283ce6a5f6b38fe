// /issuing/authorizations/{id}: a purchase on a card, its decision and the reason (which rule, what it measured) and
// who decided, what it holds or captured; in test mode a pending one can be captured (the network's side).
import { Grid, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/currency';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import type { IssuingAuthorization } from '../../../domain/wire';
import { DetailRows } from '../../components/DetailRows';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { AuthorizationStatusChip, DecisionText } from '../../components/issuing/authorizationText';
import { TestActionButton } from '../../components/issuing/TestActionButton';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { RecordShow } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';
import { useCountryName } from '../../hooks/useCountryName';
import { useTestMode } from '../../hooks/useTestMode';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

export default function AuthorizationShow() {
  return (
    <RecordShow>
      <AuthorizationView />
    </RecordShow>
  );
}

function AuthorizationView() {
  const a = useRecordContext<IssuingAuthorization>();
  const translate = useTranslate();
  const pathOf = useResourcePath();
  const test = useTestMode();
  const dataProvider = useAppDataProvider();
  const { canAccess } = useCanAccess({ resource: 'issuing-authorizations', action: 'capture' });
  const region = useCountryName();
  if (!a) return null;
  const t = (f: string) => translate(`resources.issuing-authorizations.fields.${f}`);
  return (
    <>
      <PageHeader title={a.merchantName} subtitle={`${formatMoney(a.amount, a.currency)} · ${formatZonedTime(a.createdAt, DETAIL_TIMEZONE)}`} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={translate('app.issuing.decision')} testId="authorization-details">
            <DetailRows
              rows={[
                { label: t('status'), value: <AuthorizationStatusChip status={a.status} /> },
                { label: t('declineReason'), value: <DecisionText reason={a.declineReason} /> },
                { label: t('decidedBy'), value: <span data-testid="authorization-decided-by">{translate(`app.issuing.decidedBy.${a.decidedBy ?? 'awaiting'}`)}</span> },
                { label: t('amount'), value: <Money amount={a.amount} currency={a.currency} strong /> },
                ...(a.approved ? [
                  { label: t('heldAmount'), value: <Money amount={a.heldAmount} currency={a.currency} /> },
                  { label: t('capturedAmount'), value: <Money amount={a.capturedAmount} currency={a.currency} /> },
                ] : []),
                ...(a.status === 'pending' && a.expiresAt ? [{ label: t('expiresAt'), value: formatZonedTime(a.expiresAt, DETAIL_TIMEZONE) }] : []),
                { label: t('createdAt'), value: formatZonedTime(a.createdAt, DETAIL_TIMEZONE) },
                { label: t('id'), value: <IdText value={a.id} /> },
              ]}
            />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={translate('app.issuing.purchase')} testId="authorization-purchase">
            <DetailRows
              rows={[
                { label: t('merchantName'), value: a.merchantName },
                { label: t('merchantCategory'), value: translate(`app.issuing.category.${a.merchantCategory}`) },
                { label: t('merchantCountry'), value: <span data-testid="authorization-country">{region(a.merchantCountry)}</span> },
                { label: t('cardLast4'), value: <Link component={RouterLink} to={pathOf('cards', 'show', a.cardId)}>{`${a.cardBrand} •••• ${a.cardLast4}`}</Link> },
                { label: t('cardholderName'), value: <Link component={RouterLink} to={pathOf('cardholders', 'show', a.cardholderId)}>{a.cardholderName}</Link> },
              ]}
            />
          </SectionCard>
          {test && canAccess && a.status === 'pending' && (
            <SectionCard title={translate('app.issuing.capture')} testId="authorization-capture">
              <TestActionButton label="app.issuing.capture" hint="app.issuing.captureHint" testId="authorization-capture-button" run={(key) => dataProvider.captureAuthorization(a.id, undefined, key)} />
            </SectionCard>
          )}
        </Grid>
      </Grid>
    </>
  );
}
