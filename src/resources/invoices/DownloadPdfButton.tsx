// "Download PDF": the server renders the invoice (number, merchant, customer, items, totals, pay link and QR code)
// in the page's language; the shared download hook fetches it with progress and saves it under its name.
import { Button, CircularProgress } from '@mui/material';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslate } from 'react-admin';
import { useDownload } from '../../components/upload/useDownload';
import type { Invoice } from '../../../domain/wire';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

export function DownloadPdfButton({ invoice }: { invoice: Pick<Invoice, 'id' | 'number'> }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { download, busy, progress } = useDownload((transfer) => dataProvider.invoicePdf(invoice.id, transfer), (name) => name ?? `${invoice.number}.pdf`);
  return (
    <Button
      variant="outlined"
      size="small"
      disabled={busy}
      onClick={download}
      startIcon={busy ? <CircularProgress size={14} color="inherit" variant={progress > 0 ? 'determinate' : 'indeterminate'} value={progress * 100} /> : <PictureAsPdfOutlined />}
      data-testid="invoice-pdf"
    >
      {translate('app.invoices.actions.pdf')}
    </Button>
  );
}
