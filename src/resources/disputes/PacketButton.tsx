// "Preview packet": the whole response as the bank receives it, one PDF in the page's language, opened in a new tab
// (or saved when the browser blocks it).
import { useMutation } from '@tanstack/react-query';
import { Button, CircularProgress } from '@mui/material';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { CanAccess, useNotify, useTranslate } from 'react-admin';
import { save } from '../../components/list/useExport';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

export function PacketButton({ id, beforeOpen }: { id: string; beforeOpen?: () => Promise<void> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  // The tab is opened inside the click, so the browser allows it, and filled once the PDF is there.
  const packet = useMutation({
    mutationFn: async (_tab: Window | null) => {
      await beforeOpen?.();
      return dataProvider.disputePacket(id);
    },
    onSuccess: ({ blob, filename }, tab) => {
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      else save(blob, filename ?? `${id}-evidence.pdf`);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    onError: (e, tab) => {
      tab?.close();
      notify(e instanceof Error && e.message ? e.message : 'app.errors.requestFailed', { type: 'error' });
    },
  });
  const busy = packet.isPending;
  const open = () => packet.mutate(window.open('', '_blank'));
  return (
    <CanAccess resource="disputes" action="evidence">
      <Button
        variant="outlined"
        size="small"
        disabled={busy}
        onClick={open}
        startIcon={busy ? <CircularProgress size={14} color="inherit" /> : <PictureAsPdfOutlined />}
        data-testid="dispute-packet"
      >
        {translate('app.disputes.actions.packet')}
      </Button>
    </CanAccess>
  );
}
