// /transferDetail?id=: one transfer, its status and both sides; a top-up opens its own page, a transfer held for
// review says why nothing was credited.
import { Alert, Box, Button, Stack } from '@mui/material';
import { Link as RouterLink, useRecordContext, useTranslate } from 'react-admin';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import type { Transfer } from '../../../domain/wire';
import { DetailRows } from '../../components/DetailRows';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { listLink } from '../../components/list/listParams';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { StatusChip } from '../../components/money/StatusChip';
import { RecordShow } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';

export default function TransferShow() {
  return (
    <RecordShow>
      <TransferView />
    </RecordShow>
  );
}

function TransferView() {
  const translate = useTranslate();
  const pathOf = useResourcePath();
  const t = useRecordContext<Transfer>();
  if (!t) return null;
  const f = (field: string) => translate(`resources.transfers.fields.${field}`);
  const kind = translate(`app.transfers.kinds.${t.kind}`);
  return (
    <>
      <PageHeader title={translate('routes.transferDetail')} />
      <Stack direction="row" spacing={2} sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <Money amount={t.direction === 'out' ? -t.amount : t.amount} currency={t.currency} variant="h2" strong />
        <StatusChip status={t.status} labelOf={(s) => `app.transfers.status.${s}`} />
      </Stack>
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        {t.status === 'held' && <Alert severity="warning">{translate('app.transfers.heldHelp')}</Alert>}
        <SectionCard title={translate('app.payments.detail.details')} testId="transfer-detail">
          <DetailRows
            rows={[
              { label: f('id'), value: <IdText value={t.id} /> },
              { label: f('kind'), value: kind },
              { label: f('direction'), value: translate(`app.transfers.directions.${t.direction}`) },
              { label: f('amount'), value: <Money amount={t.amount} currency={t.currency} /> },
              { label: f('counterparty'), value: t.counterparty },
              { label: f('reference'), value: t.reference },
              { label: f('createdAt'), value: formatZonedTime(t.createdAt, DETAIL_TIMEZONE) },
              { label: f('completedAt'), value: t.completedAt ? formatZonedTime(t.completedAt, DETAIL_TIMEZONE) : null },
            ]}
          />
        </SectionCard>
        <Box>
          <Stack direction="row" spacing={1}>
            {(t.kind === 'topup' || t.kind === 'payout') && (
              <Button variant="outlined" component={RouterLink} to={pathOf(t.kind === 'topup' ? 'topups' : 'payouts', 'show', t.id)} data-testid="transfer-open-record">
                {translate('app.transfers.openRecord', { kind })}
              </Button>
            )}
            {t.kind === 'smart_account' && (
              <Button variant="outlined" component={RouterLink} to={pathOf('smart-account-entries', 'list')} data-testid="transfer-open-smart-account">
                {translate('app.transfers.openSmartAccount')}
              </Button>
            )}
            {t.kind !== 'incoming_transfer' && (
              <Button component={RouterLink} to={listLink(pathOf('balance-entries', 'list'), { filter: { q: t.id } })}>
                {translate('app.topups.detail.entries')}
              </Button>
            )}
          </Stack>
        </Box>
      </Stack>
    </>
  );
}
