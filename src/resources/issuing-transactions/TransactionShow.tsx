// /issuing/transactions/{id}: a captured purchase or a refund of one, its card and authorization; in test mode a
// purchase with something left to refund can be refunded.
import { Grid, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/currency';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import type { IssuingTransaction } from '../../../domain/wire';
import { DetailRows } from '../../components/DetailRows';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { TransactionTypeChip } from '../../components/issuing/authorizationText';
import { TestActionButton } from '../../components/issuing/TestActionButton';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { RecordShow } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';
import { useTestMode } from '../../hooks/useTestMode';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

export default function TransactionShow() {
  return (
    <RecordShow>
      <TransactionView />
    </RecordShow>
  );
}

function TransactionView() {
  const x = useRecordContext<IssuingTransaction>();
  const translate = useTranslate();
  const pathOf = useResourcePath();
  const test = useTestMode();
  const dataProvider = useAppDataProvider();
  const { canAccess } = useCanAccess({ resource: 'issuing-transactions', action: 'refund' });
  if (!x) return null;
  const t = (f: string) => translate(`resources.issuing-transactions.fields.${f}`);
  const left = x.type === 'capture' ? x.amount - x.refundedAmount : 0;
  return (
    <>
      <PageHeader title={x.merchantName} subtitle={`${formatMoney(x.type === 'refund' ? -x.amount : x.amount, x.currency)} · ${formatZonedTime(x.createdAt, DETAIL_TIMEZONE)}`} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={translate('app.issuing.purchase')} testId="transaction-details">
            <DetailRows
              rows={[
                { label: t('type'), value: <TransactionTypeChip type={x.type} /> },
                { label: t('amount'), value: <Money amount={x.amount} currency={x.currency} negative={x.type === 'refund'} strong /> },
                ...(x.type === 'capture' ? [{ label: t('refundedAmount'), value: <Money amount={x.refundedAmount} currency={x.currency} /> }] : []),
                { label: t('merchantName'), value: x.merchantName },
                { label: t('cardLast4'), value: <Link component={RouterLink} to={pathOf('cards', 'show', x.cardId)}>{`${x.cardBrand} •••• ${x.cardLast4}`}</Link> },
                { label: t('cardholderName'), value: <Link component={RouterLink} to={pathOf('cardholders', 'show', x.cardholderId)}>{x.cardholderName}</Link> },
                { label: t('authorizationId'), value: <Link component={RouterLink} to={pathOf('issuing-authorizations', 'show', x.authorizationId)}>{x.authorizationId}</Link> },
                ...(x.refundOf ? [{ label: t('refundOf'), value: <Link component={RouterLink} to={pathOf('issuing-transactions', 'show', x.refundOf)}>{x.refundOf}</Link> }] : []),
                { label: t('createdAt'), value: formatZonedTime(x.createdAt, DETAIL_TIMEZONE) },
                { label: t('id'), value: <IdText value={x.id} /> },
              ]}
            />
          </SectionCard>
        </Grid>
        {test && canAccess && left > 0 && (
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard title={translate('app.issuing.refund')} testId="transaction-refund">
              <TestActionButton label="app.issuing.refund" hint="app.issuing.refundHint" testId="transaction-refund-button" run={(key) => dataProvider.refundIssuingTransaction(x.id, undefined, key)} />
            </SectionCard>
          </Grid>
        )}
      </Grid>
    </>
  );
}
