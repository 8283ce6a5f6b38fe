// The events a payment and its refunds wrote (what webhooks deliver), newest first; a row opens its object.
import { useState } from 'react';
import { Alert, Box, Collapse, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import { SectionCard } from '../../components/SectionCard';
import { useTestMode } from '../../hooks/useTestMode';
import type { PaymentEvent } from '../../../domain/wire';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8rem' };

function EventRow({ event }: { event: PaymentEvent }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Stack direction="row" spacing={2} onClick={() => setOpen(!open)} sx={{ py: 1, cursor: 'pointer', justifyContent: 'space-between', '&:hover': { bgcolor: 'action.hover' } }}>
        {/* What happened in words, and the event's type as webhooks deliver it. */}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>{translate(`app.payments.events.${event.type}`, { _: event.type })}</Typography>
          <Typography component="div" color="text.secondary" sx={mono}>{event.type}</Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatZonedTime(event.createdAt, DETAIL_TIMEZONE)}
        </Typography>
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Box component="pre" sx={{ ...mono, m: 0, mb: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto', maxHeight: 320 }}>
          {JSON.stringify(event.data, null, 2)}
        </Box>
      </Collapse>
    </Box>
  );
}

export function EventsCard({ paymentId, version }: { paymentId: string; version: string }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const test = useTestMode();
  // `version` (the payment's last update) refetches the events after an action changed it.
  const events = useQuery({ queryKey: ['app', 'paymentEvents', test, paymentId, version], queryFn: () => dataProvider.paymentEvents(paymentId), retry: false });
  return (
    <SectionCard title={translate('app.payments.detail.events')} subtitle={translate('app.payments.detail.eventsHint')} testId="payment-events">
      {events.isPending ? (
        <Skeleton height={80} />
      ) : events.isError ? (
        <Alert severity="error">{events.error.message}</Alert>
      ) : (
        <Box>
          {events.data.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
