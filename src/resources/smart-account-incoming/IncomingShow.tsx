// /account/receivefundsDetail?id=: a transfer received on the smart account: who sent it, how much, the reference
// they quoted and when it arrived; its entry is on the statement.
import { Alert, Box, Button, Stack } from '@mui/material';
import { Link as RouterLink, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/currency';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import type { SmartIncoming } from '../../../domain/wire';
import { DetailRows } from '../../components/DetailRows';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { listLink } from '../../components/list/listParams';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { StatusChip } from '../../components/money/StatusChip';
import { RecordShow } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';

export default function IncomingShow() {
  return (
    <RecordShow>
      <IncomingView />
    </RecordShow>
  );
}

function IncomingView() {
  const translate = useTranslate();
  const pathOf = useResourcePath();
  const i = useRecordContext<SmartIncoming>();
  if (!i) return null;
  const f = (field: string) => translate(`resources.smart-account-incoming.fields.${field}`);
  return (
    <>
      <PageHeader title={translate('routes.accountReceiveFundsDetail')} />
      <Stack direction="row" spacing={2} sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <Money amount={i.amount} currency={i.currency} variant="h2" strong />
        <Box data-testid="smart-incoming-status"><StatusChip status={i.status} labelOf={(s) => `app.smartAccount.incomingStatus.${s}`} /></Box>
      </Stack>
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        <Alert
          severity="success"
          action={
            <Button component={RouterLink} to={listLink(pathOf('smart-account-entries', 'list'), { filter: { q: i.id } })} size="small" color="inherit">
              {translate('app.smartAccount.incoming.statement')}
            </Button>
          }
        >
          {translate('app.smartAccount.incoming.credited', { amount: formatMoney(i.amount, i.currency) })}
        </Alert>
        <SectionCard title={translate('app.smartAccount.detail.details')} testId="smart-incoming-detail">
          <DetailRows
            rows={[
              { label: f('id'), value: <IdText value={i.id} /> },
              { label: f('amount'), value: <Money amount={i.amount} currency={i.currency} /> },
              { label: f('payerName'), value: i.payerName },
              { label: f('reference'), value: i.reference },
              { label: f('receivedAt'), value: formatZonedTime(i.receivedAt, DETAIL_TIMEZONE) },
            ]}
          />
        </SectionCard>
      </Stack>
    </>
  );
}
