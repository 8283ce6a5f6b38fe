// "Preview packet": the whole response as the bank receives it, one PDF in the page's language, opened in a new tab
// (or saved when the browser blocks it).
import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { CanAccess, useNotify, useTranslate } from 'react-admin';
import { save } from '../../components/list/useExport';
import { dataProvider } from '../../providers/dataProvider';

export function PacketButton({ id, beforeOpen }: { id: string; beforeOpen?: () => Promise<void> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    // Opened now, inside the click, so the browser allows it; filled once the PDF is there.
    const tab = window.open('', '_blank');
    try {
      await beforeOpen?.();
      const { blob, filename } = await dataProvider.disputePacket(id).promise;
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      else save(blob, filename ?? `${id}-evidence.pdf`);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (e) {
      tab?.close();
      notify(e instanceof Error && e.message ? e.message : 'app.errors.requestFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <CanAccess resource="disputes" action="evidence">
      <Button
        variant="outlined"
        size="small"
        disabled={busy}
        onClick={() => void open()}
        startIcon={busy ? <CircularProgress size={14} color="inherit" /> : <PictureAsPdfOutlined />}
        data-testid="dispute-packet"
      >
        {translate('app.disputes.actions.packet')}
      </Button>
    </CanAccess>
  );
}
