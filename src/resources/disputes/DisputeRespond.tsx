// /submitEvidence?id= (also /disputes/submitevidence): the response to a dispute. The fields this reason needs most
// come first, each prefilled from the payment and the customer where the product knows it (marked with its source);
// text meters per field and for the 150,000 characters in all; files with their budget. Saved as a draft any number
// of times; "Submit evidence" (once, after a confirmation) sends what is on screen; "Preview packet" saves first.
import { useState, type ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Chip, Grid, Stack, Typography } from '@mui/material';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { Form, Link as RouterLink, TextInput, useCanAccess, useEditContext, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { Confirm } from '../../components/Confirm';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { formatMoney } from '../../../domain/currency';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import { EVIDENCE_FIELD_MAX, evidenceItemsFor, isEvidenceEmpty, type EvidenceItem, type EvidenceTextField } from '../../../domain/disputes/evidence';
import { isAwaitingResponse } from '../../../domain/disputes/status';
import { withModePrefix } from '../../../domain/routes';
import type { DisputeDetail } from '../../../domain/wire';
import { FormAlert } from '../../components/FormAlert';
import { Meter } from '../../components/Meter';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { formFailure } from '../../components/formErrors';
import { useUserInfo } from '../../hooks/useAccount';
import { useTestMode } from '../../hooks/useTestMode';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { RecordEdit } from '../../components/record/RecordView';
import { Countdown } from '../../components/disputes/Countdown';
import { disputeDetailPath } from './disputeListConfig';
import { EvidenceFiles } from './EvidenceFiles';
import { evidenceBody, evidenceFormValues, isShortField, sourceOf, textBudget, type EvidenceFormValues } from './evidenceForm';
import { PacketButton } from './PacketButton';

/** The list's rows lack the detail's evidence, files and history: a query of its own. */
const DETAIL_META = { detail: true };

export default function DisputeRespond() {
  return (
    <RecordEdit meta={DETAIL_META}>
      <RespondView />
    </RecordEdit>
  );
}

const FIELDS = (f: string) => `evidence.${f}`;

function TextItem({ dispute, field }: { dispute: DisputeDetail; field: EvidenceTextField }) {
  const translate = useTranslate();
  const value = (useWatch({ name: FIELDS(field) }) as string | undefined) ?? '';
  const max = EVIDENCE_FIELD_MAX[field];
  const source = sourceOf(dispute, field, value);
  const length = [...value].length;
  return (
    <Box>
      <TextInput
        source={FIELDS(field)}
        label={translate(`app.disputes.fields.${field}`)}
        multiline={!isShortField(field)}
        minRows={isShortField(field) ? undefined : 3}
        fullWidth
        helperText={false}
        data-testid={`evidence-${field}`}
      />
      <Stack direction="row" spacing={1} sx={{ mt: -0.5, mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          {source && (
            <Chip size="small" variant="outlined" color="info" label={translate(`app.disputes.sources.${source}`)} data-testid={`evidence-source-${field}`} sx={{ height: 20 }} />
          )}
        </Box>
        <Typography variant="caption" color={max !== undefined && length > max ? 'error' : 'text.secondary'} sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {max !== undefined ? `${length.toLocaleString()} / ${max.toLocaleString()}` : translate('app.disputes.form.characters', { smart_count: length })}
        </Typography>
      </Stack>
    </Box>
  );
}

function TotalMeter() {
  const translate = useTranslate();
  const values = useWatch() as EvidenceFormValues;
  const { used, max } = textBudget(values);
  return (
    <Box data-testid="evidence-total">
      <Meter value={used} max={max} error={used > max} label={translate('app.disputes.form.total')} />
      <Typography variant="caption" color={used > max ? 'error' : 'text.secondary'}>
        {translate('app.disputes.form.totalUsed', { used: used.toLocaleString(), max: max.toLocaleString() })}
      </Typography>
    </Box>
  );
}

function Items({ dispute, items }: { dispute: DisputeDetail; items: EvidenceItem[] }) {
  return (
    <>
      {items.flatMap((i) => (i.type === 'text' ? [<TextItem key={i.field} dispute={dispute} field={i.field} />] : []))}
    </>
  );
}

/** Save draft, preview and submit: inside the form, so each sends what is on screen. */
function ResponseActions({ dispute, onSaved }: { dispute: DisputeDetail; onSaved: () => void }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const { getValues, setError } = useFormContext<EvidenceFormValues>();
  const { isSubmitting } = useFormState();
  const [update] = useUpdate<DisputeDetail>();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const showFailure = (error: unknown) => {
    const failure = formFailure(error, [], translate('app.errors.requestFailed'));
    const fields = error && typeof error === 'object' && 'fieldErrors' in error ? (error.fieldErrors as Record<string, string>) : {};
    for (const [name, text] of Object.entries(fields)) if (name.startsWith('evidence.')) setError(name as never, { type: 'server', message: text });
    setMessage(fields.evidence ?? failure.message);
  };
  const saveDraft = async () => {
    await update('disputes', { id: dispute.id, data: { evidence: evidenceBody(getValues()) }, previousData: dispute }, { mutationMode: 'pessimistic', returnPromise: true });
  };
  // Submitting moves the dispute for good: a pessimistic mutation whose pending state is the busy flag.
  const submission = useMutation({
    mutationFn: () => dataProvider.submitDispute(dispute.id, evidenceBody(getValues())),
    onMutate: () => setMessage(null),
    onSuccess: () => {
      notify('app.disputes.done.submit', { type: 'success' });
      setAsking(false);
      onSaved();
    },
    onError: (error) => {
      setAsking(false);
      showFailure(error);
    },
  });
  const busy = submission.isPending;
  const empty = isEvidenceEmpty(evidenceBody(useWatch() as EvidenceFormValues), dispute.files.length);
  return (
    <>
      <FormAlert message={message} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end', alignItems: { sm: 'center' } }}>
        <PacketButton id={dispute.id} beforeOpen={saveDraft} />
        <Button type="submit" variant="outlined" disabled={isSubmitting || busy} data-testid="evidence-save">
          {translate('app.disputes.actions.saveDraft')}
        </Button>
        <Button variant="contained" disabled={isSubmitting || busy || empty} onClick={() => setAsking(true)} data-testid="evidence-submit">
          {translate('app.disputes.actions.submit')}
        </Button>
      </Stack>
      <Confirm
        isOpen={asking}
        loading={busy}
        title="app.disputes.confirmSubmit.title"
        content={translate('app.disputes.confirmSubmit.body', { amount: formatMoney(dispute.amount, dispute.currency) })}
        confirm="app.disputes.actions.submit"
        destructive
        onConfirm={() => submission.mutate()}
        onClose={() => (busy ? undefined : setAsking(false))}
      />
    </>
  );
}

function Summary({ dispute, tz }: { dispute: DisputeDetail; tz: string }) {
  const translate = useTranslate();
  const { primary } = evidenceItemsFor(dispute.reason);
  return (
    <SectionCard title={translate(`app.disputes.reasons.${dispute.reason}`)} testId="evidence-summary">
      <Typography variant="body2" color="text.secondary">{translate(`app.disputes.reasonExplained.${dispute.reason}`)}</Typography>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>{translate('app.disputes.form.whatHelps')}</Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
        {primary.map((i) => (
          <Typography component="li" variant="body2" key={i.type === 'text' ? `t-${i.field}` : `f-${i.kind}`}>
            {i.type === 'text' ? translate(`app.disputes.fields.${i.field}`) : `${translate(`app.disputes.fileKinds.${i.kind}`)} (${translate('app.disputes.form.file')})`}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {translate('app.disputes.detail.respondBy', { date: formatZonedTime(dispute.dueBy, tz) })}
      </Typography>
      <Countdown dueBy={dispute.dueBy} />
    </SectionCard>
  );
}

function Closed({ children, dispute }: { children: ReactNode; dispute: DisputeDetail }) {
  const translate = useTranslate();
  const test = useTestMode();
  return (
    <Alert
      severity="info"
      action={<Button component={RouterLink} to={withModePrefix(disputeDetailPath(dispute.id), test)}>{translate('app.disputes.form.openDispute')}</Button>}
      data-testid="evidence-closed"
    >
      {children}
    </Alert>
  );
}

function RespondView() {
  const translate = useTranslate();
  const notify = useNotify();
  const test = useTestMode();
  const { data: user } = useUserInfo();
  const dispute = useRecordContext<DisputeDetail>();
  const { refetch } = useEditContext<DisputeDetail>();
  const [update] = useUpdate<DisputeDetail>();
  const { canAccess } = useCanAccess({ resource: 'disputes', action: 'edit' });
  // Frozen at first render: a reload after an upload must not reset what is being typed.
  const [defaults] = useState(() => (dispute ? evidenceFormValues(dispute) : undefined));
  const [message, setMessage] = useState<string | null>(null);
  if (!dispute || !defaults) return null;
  const tz = user?.timezone ?? DETAIL_TIMEZONE;
  const { primary, rest } = evidenceItemsFor(dispute.reason);
  const header = <PageHeader title={translate('routes.submitEvidence')} subtitle={translate('app.disputes.form.subtitle', { id: dispute.id, amount: formatMoney(dispute.amount, dispute.currency) })} />;

  if (!isAwaitingResponse(dispute.status) || canAccess === false) {
    return (
      <>
        {header}
        <Closed dispute={dispute}>{translate(canAccess === false ? 'app.disputes.form.noAccess' : `app.disputes.form.closed.${dispute.status}`)}</Closed>
      </>
    );
  }

  const onSubmit = async (values: Record<string, unknown>) => {
    setMessage(null);
    try {
      await update('disputes', { id: dispute.id, data: { evidence: evidenceBody(values as unknown as EvidenceFormValues) }, previousData: dispute }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('app.disputes.done.draft', { type: 'success' });
      return undefined;
    } catch (error) {
      const fields = error && typeof error === 'object' && 'fieldErrors' in error ? (error.fieldErrors as Record<string, string>) : {};
      setMessage(fields.evidence ?? formFailure(error, [], translate('app.errors.requestFailed')).message);
      return Object.fromEntries(Object.entries(fields).filter(([k]) => k.startsWith('evidence.')));
    }
  };

  return (
    <>
      {header}
      <Alert severity="warning" sx={{ mb: 3 }}>
        {translate('app.disputes.detail.respondBy', { date: formatZonedTime(dispute.dueBy, tz) })} · <Countdown dueBy={dispute.dueBy} />
      </Alert>
      <Form onSubmit={onSubmit} defaultValues={defaults} record={defaults} noValidate>
        <FormAlert message={message} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }} sx={{ minWidth: 0 }}>
            <Stack spacing={3}>
              <SectionCard title={translate('app.disputes.form.mostImportant')} subtitle={translate('app.disputes.form.mostImportantHint')} testId="evidence-primary">
                <Items dispute={dispute} items={primary} />
                <TotalMeter />
              </SectionCard>
              <SectionCard title={translate('app.disputes.form.files')} subtitle={translate('app.disputes.form.filesHint')} testId="evidence-files">
                <EvidenceFiles dispute={dispute} onChanged={() => void refetch()} />
              </SectionCard>
              <Accordion disableGutters variant="outlined" sx={{ borderRadius: 2, '&:before': { display: 'none' } }}>
                <AccordionSummary expandIcon={<ExpandMoreOutlined />} data-testid="evidence-more">
                  <Typography sx={{ fontWeight: 600 }}>{translate('app.disputes.form.more')}</Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Items dispute={dispute} items={rest} />
                </AccordionDetails>
              </Accordion>
              <ResponseActions dispute={dispute} onSaved={() => void refetch()} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }} sx={{ minWidth: 0 }}>
            <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
              <Summary dispute={dispute} tz={tz} />
              <Button component={RouterLink} to={withModePrefix(disputeDetailPath(dispute.id), test)} sx={{ mt: 2 }}>
                {translate('app.disputes.form.openDispute')}
              </Button>
            </Box>
          </Grid>
        </Grid>
      </Form>
    </>
  );
}
