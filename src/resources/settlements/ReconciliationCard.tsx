// A batch reconciled against its payments, refunds and disputes: how many rows agree, each difference field by field,
// the rows found on one side only, and the CSV of the findings.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useNotify, useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/currency';
import { SectionCard } from '../../components/SectionCard';
import { save } from '../../components/list/useExport';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

export function ReconciliationCard({ id, currency }: { id: string; currency: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const result = useQuery({ queryKey: ['settlements', 'reconciliation', id], queryFn: () => dataProvider.settlementReconciliation(id) });
  const exportFile = useMutation({
    mutationFn: () => dataProvider.reconciliationFile(id),
    onSuccess: ({ blob, filename }) => save(blob, filename ?? `reconciliation_${id}.csv`),
    onError: () => notify('app.errors.requestFailed', { type: 'error' }),
  });
  // Plain labels through t(); a message with parameters is called with its whole key (src/i18n/placeholders.test.ts reads those).
  const t = (key: string) => translate(`app.settlements.reconcile.${key}`);
  const r = result.data;
  const findings = r ? r.differences.length + r.ledgerOnly.length + r.paymentsOnly.length : 0;
  return (
    <SectionCard
      title={t('title')}
      subtitle={t('hint')}
      testId="settlement-reconciliation"
      action={
        <Button size="small" variant="outlined" startIcon={<DownloadOutlined />} disabled={!r || exportFile.isPending} onClick={() => exportFile.mutate()}>
          {t('export')}
        </Button>
      }
    >
      {result.isError && <Alert severity="error">{translate('app.errors.requestFailed')}</Alert>}
      {r && (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Chip size="small" color="success" variant="outlined" label={translate('app.settlements.reconcile.matched', { smart_count: r.matched })} data-testid="reconcile-matched" />
            <Chip size="small" color={r.differences.length ? 'error' : 'default'} variant="outlined" label={translate('app.settlements.reconcile.differences', { smart_count: r.differences.length })} />
            <Chip size="small" color={r.ledgerOnly.length ? 'warning' : 'default'} variant="outlined" label={translate('app.settlements.reconcile.ledgerOnly', { smart_count: r.ledgerOnly.length })} />
            <Chip size="small" color={r.paymentsOnly.length ? 'warning' : 'default'} variant="outlined" label={translate('app.settlements.reconcile.paymentsOnly', { smart_count: r.paymentsOnly.length })} />
          </Stack>
          {findings === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('allMatch')}
            </Typography>
          ) : (
            <Table size="small" aria-label={t('title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('finding')}</TableCell>
                  <TableCell>{t('source')}</TableCell>
                  <TableCell>{t('field')}</TableCell>
                  <TableCell align="right">{t('ledger')}</TableCell>
                  <TableCell align="right">{t('payments')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {r.differences.map((d) => (
                  <TableRow key={`d${d.entryId}${d.field}`}>
                    <TableCell>{t('kinds.difference')}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{d.sourceId}</TableCell>
                    <TableCell>{d.field}</TableCell>
                    <TableCell align="right">{d.ledger}</TableCell>
                    <TableCell align="right">{d.source}</TableCell>
                  </TableRow>
                ))}
                {r.ledgerOnly.map((e) => (
                  <TableRow key={`l${e.entryId}`}>
                    <TableCell>{t('kinds.ledgerOnly')}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{e.sourceId}</TableCell>
                    <TableCell>{e.type}</TableCell>
                    <TableCell align="right">{formatMoney(e.amount, currency)}</TableCell>
                    <TableCell align="right">--</TableCell>
                  </TableRow>
                ))}
                {r.paymentsOnly.map((p) => (
                  <TableRow key={`p${p.paymentId}`}>
                    <TableCell>{t('kinds.paymentsOnly')}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{p.paymentId}</TableCell>
                    <TableCell>charge</TableCell>
                    <TableCell align="right">--</TableCell>
                    <TableCell align="right">{formatMoney(p.amount, p.currency)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
