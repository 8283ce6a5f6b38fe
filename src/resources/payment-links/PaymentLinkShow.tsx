// /paymentLinkDetail?id=: every field of a payment link, its URL with copy and QR code, the checkout funnel, the
// payments made through it, and Deactivate.
import { Grid, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { Money } from '../../components/money/Money';
import { RecordShow } from '../../components/record/RecordView';
import { DeactivateButton } from './DeactivateButton';
import { FunnelCard } from './FunnelCard';
import { LinkFieldsCard } from './LinkFieldsCard';
import { LinkPaymentsCard } from './LinkPaymentsCard';
import { LinkStatusChip } from './LinkStatusChip';
import { ShareCard } from './ShareCard';
import type { PaymentLink } from './types';

export default function PaymentLinkShow() {
  return (
    <RecordShow>
      <PaymentLinkView />
    </RecordShow>
  );
}

function PaymentLinkView() {
  const translate = useTranslate();
  const link = useRecordContext<PaymentLink>();
  if (!link) return null;
  return (
    <>
      <PageHeader title={translate('routes.paymentLinkDetail')} actions={<DeactivateButton link={link} />} />
      <Stack direction="row" spacing={2} sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }} data-testid="link-summary">
        <Money amount={link.amount} currency={link.currency} variant="h2" strong />
        <LinkStatusChip status={link.status} />
        {link.description && (
          <Typography color="text.secondary" noWrap sx={{ minWidth: 0, maxWidth: 480 }}>
            {link.description}
          </Typography>
        )}
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }} sx={{ minWidth: 0 }}>
          <Stack spacing={3}>
            <LinkFieldsCard link={link} />
            <LinkPaymentsCard linkId={link.id} version={link.updatedAt} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }} sx={{ minWidth: 0 }}>
          <Stack spacing={3}>
            <ShareCard link={link} />
            <FunnelCard link={link} />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
