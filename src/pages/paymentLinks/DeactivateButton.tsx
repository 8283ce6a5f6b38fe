// Deactivates a link after confirmation: its checkout page stops taking payments; the link and its payments stay.
import { useState } from 'react';
import { Button } from '@mui/material';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { paymentLinksApi } from './api';
import type { PaymentLink } from './types';

export function DeactivateButton({ link }: { link: PaymentLink }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!link.active) return null;
  const confirm = async () => {
    setBusy(true);
    try {
      await paymentLinksApi.deactivate(link.id);
      notify('app.paymentLinks.deactivate.done', { type: 'success' });
      refresh();
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : 'app.errors.requestFailed', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button variant="outlined" color="error" size="small" startIcon={<LinkOffOutlined fontSize="small" />} onClick={() => setOpen(true)} data-testid="link-deactivate">
        {translate('app.paymentLinks.deactivate.button')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="app.paymentLinks.deactivate.title"
        content="app.paymentLinks.deactivate.body"
        confirm="app.paymentLinks.deactivate.confirm"
        confirmColor="warning"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
