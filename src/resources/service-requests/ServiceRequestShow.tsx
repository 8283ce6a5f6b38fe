// /serviceRequestDetail?id=: a website service request (the brief, its status with dates) and the thread with the
// service team: the merchant writes while it is open, cancels while it is submitted; in test mode a simulator has
// the team take its next step (through the job queue), and the page follows until the step lands.
import { useState } from 'react';
import { Alert, Box, Button, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import SendOutlined from '@mui/icons-material/SendOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import { acceptsServiceMessages, canCancelServiceRequest, nextServiceStatus, type ServiceRequestStatus } from '../../../domain/service-requests/status';
import type { ServiceRequestDetail } from '../../../domain/wire';
import { Confirm } from '../../components/Confirm';
import { DetailRows } from '../../components/DetailRows';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { RecordShow } from '../../components/record/RecordView';
import { useRecordAction } from '../../components/record/useRecordAction';
import { useTestMode } from '../../hooks/useTestMode';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { ServiceStatusChip } from './serviceKind';

export default function ServiceRequestShow() {
  return (
    <RecordShow meta={{ detail: true }}>
      <ServiceRequestView />
    </RecordShow>
  );
}

const when = (at: string | null) => (at ? formatZonedTime(at, DETAIL_TIMEZONE) : null);

function ServiceRequestView() {
  const record = useRecordContext<ServiceRequestDetail>();
  const translate = useTranslate();
  const test = useTestMode();
  const dataProvider = useAppDataProvider();
  // After the simulator queued a step, the page reads the request again until its status moves.
  const [waitingFrom, setWaitingFrom] = useState<ServiceRequestStatus | null>(null);
  const moved = waitingFrom !== null && record?.status !== waitingFrom;
  useGetOne<ServiceRequestDetail>('service-requests', { id: record?.id ?? '', meta: { detail: true } }, { enabled: Boolean(record) && waitingFrom !== null && !moved, refetchInterval: 1000 });
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const cancel = useRecordAction({ run: () => dataProvider.cancelServiceRequest(record?.id ?? ''), done: () => 'app.services.cancel.done' });
  const send = useRecordAction({
    run: (attempt) => dataProvider.postServiceMessage(record?.id ?? '', text, attempt.key),
    done: () => 'app.services.thread.sent',
    onSuccess: () => setText(''),
  });
  const simulate = useRecordAction({
    run: () => dataProvider.simulateServiceRequest(record?.id ?? ''),
    done: () => 'app.services.simulate.queued',
    onSuccess: () => setWaitingFrom(record?.status ?? null),
  });
  if (!record) return null;
  const next = nextServiceStatus(record.status);
  const open = acceptsServiceMessages(record.status);
  const submitMessage = () => {
    if (!text.trim()) {
      setTextError(translate('validation.service_message_empty'));
      return;
    }
    setTextError(null);
    send.runNow('send');
  };

  return (
    <>
      <PageHeader
        title={translate(`app.services.kind.${record.kind}`)}
        subtitle={record.id}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {test && next && (
              <Button variant="outlined" size="small" startIcon={<ScienceOutlined fontSize="small" />} disabled={simulate.busy || (waitingFrom !== null && !moved)} onClick={() => simulate.runNow('simulate')} data-testid="service-simulate">
                {translate(`app.services.simulate.${next}`)}
              </Button>
            )}
            {canCancelServiceRequest(record.status) && (
              <Button variant="outlined" color="error" size="small" onClick={() => cancel.ask('cancel')} data-testid="service-cancel">
                {translate('app.services.cancel.action')}
              </Button>
            )}
          </Stack>
        }
      />
      <Confirm isOpen={cancel.asked !== null} loading={cancel.busy} title="app.services.cancel.title" content="app.services.cancel.body" destructive onConfirm={cancel.confirm} onClose={cancel.close} />
      {/* Halves from the wide layout on: at 5/12 the brief's values (the contact email) broke inside their words. */}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <SectionCard title={translate('app.services.brief')}>
            <DetailRows
              rows={[
                { label: translate('app.services.fields.status'), value: <ServiceStatusChip status={record.status} /> },
                { label: translate(`app.services.form.goal.${record.kind}`), value: <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.goal}</Typography> },
                { label: translate(`app.services.form.items.${record.kind}`), value: record.items.join(', ') },
                { label: translate('app.services.form.websiteUrl'), value: record.websiteUrl ? <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{record.websiteUrl}</Box> : null },
                { label: translate('app.services.fields.budget'), value: translate(`app.services.budgets.${record.budget}`) },
                { label: translate('app.services.form.contactName'), value: record.contactName },
                { label: translate('app.services.form.contactEmail'), value: <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{record.contactEmail}</Box> },
                { label: translate('app.services.form.contactPhone'), value: record.contactPhone },
                { label: translate('app.services.dates.created'), value: when(record.createdAt) },
                { label: translate('app.services.dates.started'), value: when(record.startedAt) },
                { label: translate('app.services.dates.delivered'), value: when(record.deliveredAt) },
                ...(record.canceledAt ? [{ label: translate('app.services.dates.canceled'), value: when(record.canceledAt) }] : []),
              ]}
            />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <SectionCard title={translate('app.services.thread.title')} testId="service-thread">
            <Stack spacing={1.5}>
              {record.messages.length === 0 && <Typography variant="body2" color="text.secondary">{translate('app.services.thread.empty')}</Typography>}
              {record.messages.map((m) => (
                <Paper
                  key={m.id}
                  variant="outlined"
                  data-testid={`service-message-${m.author}`}
                  sx={{ p: 1.5, maxWidth: '92%', alignSelf: m.author === 'merchant' ? 'flex-end' : 'flex-start', bgcolor: m.author === 'staff' ? 'action.hover' : 'background.paper' }}
                >
                  <Typography variant="caption" color="text.secondary" component="p">
                    {m.authorName} · {when(m.createdAt)}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</Typography>
                </Paper>
              ))}
              {open ? (
                <Stack spacing={1}>
                  <TextField
                    label={translate('app.services.thread.message')}
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    error={textError !== null}
                    helperText={textError ?? ' '}
                    multiline
                    minRows={2}
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: 4000, 'data-testid': 'service-message-input' } }}
                  />
                  <Stack direction="row">
                    <Button variant="contained" startIcon={<SendOutlined fontSize="small" />} disabled={send.busy} onClick={submitMessage} data-testid="service-send">
                      {translate('app.services.thread.send')}
                    </Button>
                  </Stack>
                </Stack>
              ) : (
                <Alert severity="info">{translate('app.services.thread.closed')}</Alert>
              )}
            </Stack>
          </SectionCard>
        </Grid>
      </Grid>
    </>
  );
}

