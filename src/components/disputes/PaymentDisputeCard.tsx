// On a payment's page: its dispute, with status, amount, time left and a link to it.
import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useTranslate } from 'react-admin';
import { isAwaitingResponse, type DisputeStatus } from '../../../domain/disputes/status';
import { withModePrefix } from '../../../domain/routes';
import type { PaymentDetail } from '../../../domain/wire';
import { SectionCard } from '../SectionCard';
import { Money } from '../money/Money';
import { useTestMode } from '../../hooks/useTestMode';
import { Countdown } from './Countdown';
import { disputeDetailPath } from '../record/paths';
import { DisputeStatusChip } from './DisputeStatusChip';

export function PaymentDisputeCard({ disputes }: { disputes: PaymentDetail['disputes'] }) {
  const translate = useTranslate();
  const test = useTestMode();
  if (disputes.length === 0) return null;
  return (
    <SectionCard title={translate('app.disputes.simulate.card')} testId="payment-dispute">
      {disputes.map((d) => (
        <Stack key={d.id} direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Money amount={d.amount} currency={d.currency} strong />
          <DisputeStatusChip status={d.status as DisputeStatus} />
          <Typography variant="body2">{translate(`app.disputes.reasons.${d.reason}`)}</Typography>
          {isAwaitingResponse(d.status as DisputeStatus) && <Countdown dueBy={d.dueBy} />}
          <Button size="small" component={RouterLink} to={withModePrefix(disputeDetailPath(d.id), test)} sx={{ ml: 'auto' }}>
            {translate('app.disputes.simulate.view')}
          </Button>
        </Stack>
      ))}
    </SectionCard>
  );
}
