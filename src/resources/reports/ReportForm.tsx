// "Generate a report": kind, period (first and last day), time zone, currency (or all) and format on react-admin's
// <Form> with the domain's rule (reportCreateSchema); the server's field errors land under the inputs.
import { useMemo, useState } from 'react';
import { Alert, Grid, Stack } from '@mui/material';
import { Form, SelectInput, useCreate, useNotify, useTranslate } from 'react-admin';
import { DayInput } from '../../components/DayInput';
import type { FieldValues } from 'react-hook-form';
import { PAYMENT_CURRENCIES } from '../../../domain/payments';
import { reportCreateSchema } from '../../../domain/reports/records';
import { REPORT_FORMATS, REPORT_KINDS } from '../../../domain/settlements/status';
import { calendarDate } from '../../../domain/timezone';
import type { Report } from '../../../domain/wire';
import { formFailure } from '../../components/formErrors';
import { SectionCard } from '../../components/SectionCard';
import { SubmitButton } from '../../components/SubmitButton';
import { zodResolver } from '../../components/zodResolver';
import { useUserInfo } from '../../hooks/useAccount';

const FIELDS = ['kind', 'format', 'periodFrom', 'periodTo', 'timezone', 'currency'];
const resolver = zodResolver(reportCreateSchema);
const ZONES = ['UTC', 'Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Singapore', 'Asia/Tokyo', 'Europe/London', 'Europe/Berlin', 'America/New_York', 'America/Los_Angeles'];
/** "All currencies" as a value of its own: an empty value would leave MUI's select blank under its label. */
const ALL = 'all';
const currencyOf = (value: unknown): string | null => (typeof value === 'string' && value !== ALL && value !== '' ? value : null);

export function ReportForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate<Report>();
  const [message, setMessage] = useState<string | null>(null);
  const zone = useUserInfo().data?.timezone ?? 'Asia/Shanghai';
  const defaults = useMemo(() => {
    const today = calendarDate(new Date(), zone);
    const first = `${today.slice(0, 8)}01`;
    return { kind: 'itemized_activity', format: 'csv', periodFrom: first, periodTo: today, timezone: zone, currency: ALL };
  }, [zone]);
  const zones = useMemo(() => [...new Set([zone, ...ZONES])].map((id) => ({ id, name: id })), [zone]);

  const onSubmit = async (body: FieldValues) => {
    setMessage(null);
    try {
      await create('reports', { data: { ...body, currency: currencyOf(body.currency) } }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('app.reports.form.queued', { type: 'success' });
      return undefined;
    } catch (error) {
      const failure = formFailure(error, FIELDS, translate('app.errors.requestFailed'));
      setMessage(failure.message);
      return failure.fieldErrors;
    }
  };

  return (
    <SectionCard title={translate('app.reports.form.title')} subtitle={translate('app.reports.form.hint')} testId="report-form">
      <Form resolver={(values, ctx, options) => resolver({ ...values, currency: currencyOf(values.currency) }, ctx, options)} defaultValues={defaults} onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {message && (
            <Alert severity="error" role="alert">
              {message}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6, xl: 4 }}>
              <SelectInput source="kind" label="app.reports.fields.kind" choices={REPORT_KINDS.map((id) => ({ id, name: `app.reports.kinds.${id}` }))} fullWidth helperText={false} />
            </Grid>
            <Grid size={{ xs: 6, md: 3, xl: 2 }}>
              <DayInput source="periodFrom" label="app.reports.fields.periodFrom" />
            </Grid>
            <Grid size={{ xs: 6, md: 3, xl: 2 }}>
              <DayInput source="periodTo" label="app.reports.fields.periodTo" />
            </Grid>
            <Grid size={{ xs: 12, md: 6, xl: 4 }}>
              <SelectInput source="timezone" label="app.reports.fields.timezone" choices={zones} translateChoice={false} fullWidth helperText={false} />
            </Grid>
            <Grid size={{ xs: 6, md: 3, xl: 4 }}>
              <SelectInput
                source="currency"
                label="app.reports.fields.currency"
                choices={[{ id: ALL, name: translate('app.reports.allCurrencies') }, ...PAYMENT_CURRENCIES.map((id) => ({ id, name: id }))]}
                translateChoice={false}
                fullWidth
                helperText={false}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3, xl: 2 }}>
              <SelectInput source="format" label="app.reports.fields.format" choices={REPORT_FORMATS.map((id) => ({ id, name: `app.reports.formats.${id}` }))} fullWidth helperText={false} />
            </Grid>
            <Grid size={{ xs: 12, xl: 6 }} sx={{ display: 'flex', alignItems: 'center', justifyContent: { md: 'flex-end' } }}>
              <SubmitButton label="app.reports.form.generate" fullWidth={false} />
            </Grid>
          </Grid>
        </Stack>
      </Form>
    </SectionCard>
  );
}
