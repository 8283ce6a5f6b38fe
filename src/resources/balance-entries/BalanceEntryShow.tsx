// /balance/entryDetail?id=: one ledger entry, its availability and the record that caused it.
import { Box, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import type { LedgerEntry } from '../../../domain/wire';
import { DetailRows } from '../../components/DetailRows';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { EntrySourceLink } from '../../components/balance/EntrySourceLink';
import { EntryTypeChip } from '../../components/balance/EntryTypeChip';
import { Money } from '../../components/money/Money';
import { StatusChip } from '../../components/money/StatusChip';
import { RecordShow } from '../../components/record/RecordView';

export default function BalanceEntryShow() {
  return (
    <RecordShow>
      <EntryView />
    </RecordShow>
  );
}

function EntryView() {
  const translate = useTranslate();
  const entry = useRecordContext<LedgerEntry>();
  if (!entry) return null;
  const f = (field: string) => translate(`resources.balance-entries.fields.${field}`);
  return (
    <>
      <PageHeader title={translate('routes.balanceEntryDetail')} />
      <Stack direction="row" spacing={2} sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <Money amount={entry.amount} currency={entry.currency} variant="h2" strong />
        <StatusChip status={entry.availability} labelOf={(s) => `app.balance.availability.${s}`} />
      </Stack>
      <Box sx={{ maxWidth: 760 }}>
        <SectionCard title={translate('app.payments.detail.details')} testId="entry-detail">
          <DetailRows
            rows={[
              { label: f('id'), value: entry.id },
              { label: f('type'), value: <EntryTypeChip type={entry.type} /> },
              { label: f('amount'), value: <Money amount={entry.amount} currency={entry.currency} /> },
              { label: f('sourceId'), value: <EntrySourceLink source={entry.source} id={entry.sourceId} label />, testId: 'entry-source-row' },
              { label: f('availableOn'), value: formatZonedTime(entry.availableOn, DETAIL_TIMEZONE) },
              { label: f('createdAt'), value: formatZonedTime(entry.createdAt, DETAIL_TIMEZONE) },
            ]}
          />
        </SectionCard>
      </Box>
    </>
  );
}
