// The invoice's payment link (the public checkout page, set when finalized): the address with copy and open, and
// its QR code for a customer to scan while it can be paid (open). A draft has none yet; a paid or void invoice
// keeps its link (the checkout page then says why it cannot be paid) but shows no code to scan.
import { useEffect, useState } from 'react';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import QRCode from 'qrcode';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../components/CopyButton';
import { SectionCard } from '../../components/SectionCard';
import type { Invoice } from '../../../domain/wire';

function QrImage({ url, label }: { url: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    // Dark modules on white whatever the theme: scanners need the contrast.
    QRCode.toDataURL(url, { margin: 1, width: 320, errorCorrectionLevel: 'M' })
      .then((data) => alive && setSrc(data))
      .catch(() => alive && setSrc(null));
    return () => {
      alive = false;
    };
  }, [url]);
  if (!src) return <Box sx={{ width: 160, height: 160 }} />;
  return <Box component="img" src={src} alt={label} sx={{ width: 160, height: 160, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: '#fff', p: 0.5 }} data-testid="invoice-qr" />;
}

export function PayLinkCard({ invoice }: { invoice: Pick<Invoice, 'payUrl' | 'status'> }) {
  const { payUrl, status } = invoice;
  const translate = useTranslate();
  return (
    <SectionCard title={translate('app.invoices.detail.payLink')} testId="invoice-pay-link">
      {payUrl ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0, width: '100%' }}>
            <Typography variant="body2" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8rem', wordBreak: 'break-all', flex: 1 }} data-testid="invoice-pay-url">
              {payUrl}
            </Typography>
            <CopyButton value={payUrl} label={translate('app.invoices.detail.copyLink')} />
            <Tooltip title={translate('app.invoices.detail.openLink')}>
              <IconButton size="small" component="a" href={payUrl} target="_blank" rel="noopener noreferrer" aria-label={translate('app.invoices.detail.openLink')}>
                <OpenInNewOutlined sx={{ fontSize: 16 }} />
              </IconButton>
            </Tooltip>
          </Stack>
          {status === 'open' ? (
            <>
              <QrImage url={payUrl} label={translate('app.invoices.detail.qrAlt')} />
              <Typography variant="caption" color="text.secondary">
                {translate('app.invoices.detail.qrHint')}
              </Typography>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary" data-testid="invoice-pay-link-closed">
              {translate(status === 'paid' ? 'app.invoices.detail.linkPaid' : 'app.invoices.detail.linkVoid')}
            </Typography>
          )}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.invoices.detail.noPayLink')}
        </Typography>
      )}
    </SectionCard>
  );
}
