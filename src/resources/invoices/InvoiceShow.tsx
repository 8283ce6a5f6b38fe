// /invoiceDetail?id=: an invoice's fields, items and total, its payment link with QR code, its attachments, and
// the actions its status allows.
import { Grid, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { Money } from '../../components/money/Money';
import { RecordShow } from '../../components/record/RecordView';
import { AttachmentList } from './AttachmentList';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceFieldsCard } from './InvoiceFieldsCard';
import { InvoiceItemsCard } from './InvoiceItemsCard';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { InvoiceMailsCard } from './InvoiceMailsCard';
import { PayLinkCard } from './PayLinkCard';
import type { Invoice } from '../../../domain/wire';

export default function InvoiceShow() {
  return (
    <RecordShow>
      <InvoiceView />
    </RecordShow>
  );
}

function InvoiceView() {
  const translate = useTranslate();
  const invoice = useRecordContext<Invoice>();
  if (!invoice) return null;
  return (
    <>
      <PageHeader title={translate('app.invoices.detail.title', { number: invoice.number })} actions={<InvoiceActions invoice={invoice} />} />
      <Stack direction="row" spacing={2} sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }} data-testid="invoice-summary">
        <Money amount={invoice.totalAmount} currency={invoice.currency} variant="h2" strong />
        <InvoiceStatusChip invoice={invoice} />
        <Typography variant="body2" color="text.secondary">
          {translate('app.invoices.detail.due', { date: invoice.dueDate })}
        </Typography>
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }} sx={{ minWidth: 0 }}>
          <Stack spacing={3}>
            <InvoiceItemsCard invoice={invoice} />
            <InvoiceFieldsCard invoice={invoice} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }} sx={{ minWidth: 0 }}>
          <Stack spacing={3}>
            <PayLinkCard invoice={invoice} />
            <InvoiceMailsCard invoice={invoice} />
            <SectionCard title={translate('app.invoices.form.attachments')} testId="invoice-attachments">
              {invoice.attachments.length === 0 ? (
                <Typography variant="body2" color="text.secondary">{translate('app.invoices.attachments.none')}</Typography>
              ) : (
                <AttachmentList invoiceId={invoice.id} attachments={invoice.attachments} />
              )}
            </SectionCard>
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
