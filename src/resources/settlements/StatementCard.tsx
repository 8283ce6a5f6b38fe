// Reconcile a bank statement: the merchant picks the statement's first and last day and its CSV (date, reference,
// amount, currency); the answer says which batches arrived, which amounts differ, which are missing, and which lines
// no batch explains. A refused file lists each problem with its line and field.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/currency';
import { DayField } from '../../components/DayField';
import { SectionCard } from '../../components/SectionCard';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

interface FieldErrors {
  message?: string;
  errors?: Record<string, string>;
}

/** An error's key as the merchant reads it: `lines.4.amount` is line 4's amount, `lines.4` the whole line 4. */
function lineOf(key: string, translate: (key: string, args?: Record<string, unknown>) => string): string {
  const [head, line, field] = key.split('.');
  if (head !== 'lines') return key;
  return field ? translate('app.settlements.statement.lineField', { line, field }) : translate('app.settlements.statement.line', { line });
}

export function StatementCard() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const today = new Date().toISOString().slice(0, 10);
  const [periodFrom, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [periodTo, setTo] = useState(today);
  const [file, setFile] = useState<File | null>(null);
  // Plain labels through t(); a message with parameters is called with its whole key (src/i18n/placeholders.test.ts reads those).
  const t = (key: string) => translate(`app.settlements.statement.${key}`);
  const check = useMutation({ mutationFn: () => dataProvider.uploadStatement(periodFrom, periodTo, file as File) });
  const failure = check.error as (Error & { body?: FieldErrors }) | null;
  const fieldErrors = failure?.body?.errors ?? {};
  const r = check.data;
  return (
    <SectionCard title={t('title')} subtitle={t('hint')} testId="statement-card">
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <DayField label={t('periodFrom')} value={periodFrom} onChange={setFrom} name="periodFrom" width={{ xs: '100%', sm: 180 }} />
          <DayField label={t('periodTo')} value={periodTo} onChange={setTo} name="periodTo" width={{ xs: '100%', sm: 180 }} />
          <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
            {file ? file.name : t('choose')}
            <input hidden type="file" accept=".csv,text/csv" aria-label={t('choose')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </Button>
          <Button variant="contained" disabled={!file || check.isPending} onClick={() => check.mutate()} data-testid="statement-check">
            {t('check')}
          </Button>
        </Stack>
        {failure && (
          <Alert severity="error" role="alert">
            <Typography variant="body2">{failure.message}</Typography>
            {Object.entries(fieldErrors).map(([key, message]) => (
              <Typography key={key} variant="body2">
                {lineOf(key, translate)}: {message}
              </Typography>
            ))}
          </Alert>
        )}
        {r && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }} data-testid="statement-result">
            <Group title={translate('app.settlements.statement.arrived', { smart_count: r.arrived.length })} rows={r.arrived.map((b) => `${b.arrivalDate} · ${b.bankReference} · ${formatMoney(b.net, b.currency)}`)} />
            <Group title={translate('app.settlements.statement.amountDiffers', { smart_count: r.amountDiffers.length })} rows={r.amountDiffers.map((b) => `${b.bankReference}: ${formatMoney(b.net, b.currency)} ≠ ${formatMoney(b.statementAmount, b.currency)}`)} />
            <Group title={translate('app.settlements.statement.missing', { smart_count: r.missing.length })} rows={r.missing.map((b) => `${b.arrivalDate} · ${b.bankReference} · ${formatMoney(b.net, b.currency)}`)} />
            <Group title={translate('app.settlements.statement.unknown', { smart_count: r.unknown.length })} rows={r.unknown.map((l) => `${translate('app.settlements.statement.line', { line: l.line })} · ${l.reference} · ${formatMoney(l.amount, l.currency)}`)} />
          </Box>
        )}
      </Stack>
    </SectionCard>
  );
}

function Group({ title, rows }: { title: string; rows: string[] }) {
  return (
    <Box>
      <Typography variant="subtitle2">{title}</Typography>
      {rows.slice(0, 50).map((row) => (
        <Typography key={row} variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums', wordBreak: 'break-word' }}>
          {row}
        </Typography>
      ))}
    </Box>
  );
}
