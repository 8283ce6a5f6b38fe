// The timeline of a payment: its status changes and its refunds', oldest first, as the server lists them.
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import { SectionCard } from '../../components/SectionCard';
import { Money } from '../../components/money/Money';
import type { PaymentDetail } from '../../../domain/wire';

const DOT: Record<string, string> = { succeeded: 'success.main', refunded: 'text.secondary', failed: 'error.main', canceled: 'text.disabled' };

export function TimelineCard({ payment }: { payment: PaymentDetail }) {
  const translate = useTranslate();
  return (
    <SectionCard title={translate('app.payments.detail.timeline')} testId="payment-timeline">
      <Stack spacing={0}>
        {payment.timeline.map((entry, i) => (
          <Stack key={`${entry.type}-${entry.at}-${i}`} direction="row" spacing={1.5}>
            <Stack sx={{ alignItems: 'center', pt: 0.75 }}>
              <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: DOT[entry.status ?? ''] ?? 'primary.main', flexShrink: 0 }} />
              {i < payment.timeline.length - 1 && <Box sx={{ width: 2, flex: 1, bgcolor: 'divider', my: 0.5 }} />}
            </Stack>
            <Box sx={{ pb: 2, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {translate(`app.payments.events.${entry.type}`, { _: entry.type })}
                {entry.amount !== null && (
                  <Box component="span" sx={{ ml: 1, fontWeight: 400 }}>
                    <Money amount={entry.amount} currency={payment.currency} />
                  </Box>
                )}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatZonedTime(entry.at, DETAIL_TIMEZONE)} · {entry.objectId}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
