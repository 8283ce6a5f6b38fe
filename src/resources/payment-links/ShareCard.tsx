// Where customers pay: the link with copy and open buttons, and its QR code.
import { Button, Stack, Typography } from '@mui/material';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../components/CopyButton';
import { SectionCard } from '../../components/SectionCard';
import { QrCode } from './QrCode';
import type { PaymentLink } from './types';

export function ShareCard({ link }: { link: PaymentLink }) {
  const translate = useTranslate();
  return (
    <SectionCard title={translate('app.paymentLinks.detail.share')} subtitle={translate(link.active ? 'app.paymentLinks.detail.shareHint' : 'app.paymentLinks.detail.shareClosed')} testId="link-share">
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <QrCode value={link.url} label={translate('app.paymentLinks.detail.qrAlt')} />
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', width: '100%', p: 1, pl: 1.5, borderRadius: 1.5, border: 1, borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8rem', wordBreak: 'break-all' }} data-testid="link-url">
            {link.url}
          </Typography>
          <CopyButton value={link.url} label={translate('app.paymentLinks.copyLink')} />
        </Stack>
        <Button size="small" variant="outlined" href={link.url} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewOutlined fontSize="small" />} data-testid="link-open">
          {translate('app.paymentLinks.detail.open')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
