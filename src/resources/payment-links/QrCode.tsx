// A QR code of a link, drawn by the `qrcode` package as an SVG data URL; always dark on white (with a quiet zone),
// so phones read it in the dark theme too.
import { useEffect, useState } from 'react';
import { Box, Skeleton } from '@mui/material';
import QRCode from 'qrcode';

export function QrCode({ value, size = 168, label }: { value: string; size?: number; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } })
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [value]);
  if (!src) return <Skeleton variant="rounded" width={size} height={size} />;
  return <Box component="img" src={src} alt={label} width={size} height={size} sx={{ borderRadius: 1, bgcolor: '#fff', display: 'block' }} data-testid="link-qr" />;
}
