// The invoice's mails to its customer: Send (or Resend) for an open invoice, to whoever may send (the action table's
// invoices.send), in the language the merchant works in, and every mail sent, resent or reminded with its time and
// status. A queued mail is looked at again every few seconds until the job has sent it.
import { Alert, Button, Chip, Skeleton, Stack, Typography, type ChipProps } from '@mui/material';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CanAccess, useLocale, useNotify, useTranslate } from 'react-admin';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import { canSendInvoice } from '../../../domain/invoices/mails';
import { idempotencyKey } from '../../../domain/random-id';
import type { Invoice, InvoiceMail } from '../../../domain/wire';
import { SectionCard } from '../../components/SectionCard';
import { useTestMode } from '../../hooks/useTestMode';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const STATUS_COLORS: Record<InvoiceMail['status'], ChipProps['color']> = { queued: 'info', sent: 'success', failed: 'error' };

export function InvoiceMailsCard({ invoice }: { invoice: Pick<Invoice, 'id' | 'status' | 'email'> }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useLocale();
  const test = useTestMode();
  const query = useQuery({
    queryKey: ['app', 'invoice-mails', test, invoice.id],
    queryFn: () => dataProvider.invoiceMails(invoice.id),
    refetchInterval: (q) => (q.state.data?.some((m) => m.status === 'queued') ? 2000 : false),
  });
  const send = useMutation({
    mutationFn: (key: string) => dataProvider.sendInvoice(invoice.id, key, locale === 'zh_CN' ? 'zh' : 'en'),
    onSuccess: (mail) => {
      notify('app.invoices.mails.queued', { type: 'success', messageArgs: { email: mail.to } });
      void query.refetch();
    },
    onError: (error) => notify(error instanceof Error && error.message ? error.message : 'app.errors.requestFailed', { type: 'error' }),
  });
  const mails = query.data ?? [];
  const sentBefore = mails.some((m) => m.kind === 'invoice');
  return (
    <SectionCard title={translate('app.invoices.mails.title')} testId="invoice-mails">
      <Stack spacing={2}>
        {canSendInvoice(invoice.status) ? (
          <CanAccess resource="invoices" action="send">
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="body2" color="text.secondary">
                {translate('app.invoices.mails.hint', { email: invoice.email })}
              </Typography>
              <Button variant="outlined" size="small" startIcon={<SendOutlined />} disabled={send.isPending} onClick={() => send.mutate(idempotencyKey())} data-testid="invoice-send">
                {translate(sentBefore ? 'app.invoices.mails.resend' : 'app.invoices.mails.send')}
              </Button>
            </Stack>
          </CanAccess>
        ) : (
          invoice.status === 'draft' && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.invoices.mails.onlyOpen')}
            </Typography>
          )
        )}
        {query.isPending ? (
          <Skeleton variant="rounded" height={48} />
        ) : query.isError ? (
          <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{translate('app.common.retry')}</Button>}>
            {query.error.message || translate('app.errors.requestFailed')}
          </Alert>
        ) : mails.length === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid="invoice-mails-empty">
            {translate('app.invoices.mails.none')}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {mails.map((m) => (
              <Stack component="li" key={m.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }} data-testid="invoice-mail">
                <Stack sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>{translate(`app.invoices.mails.kinds.${m.kind}`)}</Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>{m.to}</Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatZonedTime(m.sentAt ?? m.createdAt, DETAIL_TIMEZONE)}
                  </Typography>
                  {m.status === 'failed' && m.error && <Typography variant="caption" color="error">{m.error}</Typography>}
                </Stack>
                <Chip size="small" variant="outlined" color={STATUS_COLORS[m.status]} label={translate(`app.invoices.mails.status.${m.status}`)} data-status={m.status} sx={{ fontWeight: 600, height: 22, flexShrink: 0 }} />
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
