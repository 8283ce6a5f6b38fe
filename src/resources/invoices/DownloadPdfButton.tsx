// "Download PDF": the server renders the invoice (number, merchant, customer, items, totals, pay link and QR code)
// in the page's language; the shared download helper fetches it with progress and saves it under its name.
import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useNotify, useTranslate } from 'react-admin';
import { save } from '../../components/list/useExport';
import type { Invoice } from '../../../domain/wire';
import { dataProvider } from '../../providers/dataProvider';

export function DownloadPdfButton({ invoice }: { invoice: Pick<Invoice, 'id' | 'number'> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [progress, setProgress] = useState<number | null>(null);
  const download = async () => {
    setProgress(0);
    try {
      const { blob, filename } = await dataProvider.invoicePdf(invoice.id, (loaded, total) => setProgress(total ? loaded / total : 0)).promise;
      save(blob, filename ?? `${invoice.number}.pdf`);
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : 'app.errors.requestFailed', { type: 'error' });
    } finally {
      setProgress(null);
    }
  };
  const busy = progress !== null;
  return (
    <Button
      variant="outlined"
      size="small"
      disabled={busy}
      onClick={() => void download()}
      startIcon={busy ? <CircularProgress size={14} color="inherit" variant={progress > 0 ? 'determinate' : 'indeterminate'} value={progress * 100} /> : <PictureAsPdfOutlined />}
      data-testid="invoice-pdf"
    >
      {translate('app.invoices.actions.pdf')}
    </Button>
  );
}
