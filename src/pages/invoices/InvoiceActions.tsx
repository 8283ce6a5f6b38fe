// The buttons of an invoice's detail page, exactly as the server's `actions` allow (spec section 4): Edit, Finalize,
// Cancel (void), Delete, Duplicate, and Download PDF. Delete, Finalize and Cancel ask for confirmation first.
import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { Confirm, useNavigate, useTranslate } from 'react-admin';
import { withModePrefix } from '../../../domain/routes';
import { useTestMode } from '../../hooks/useTestMode';
import { invoiceEditorPath, type Invoice } from './api';
import { DownloadPdfButton } from './DownloadPdfButton';
import { useInvoiceAction, type ConfirmedAction } from './useInvoiceAction';

export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const test = useTestMode();
  const { busy, run, duplicate } = useInvoiceAction(invoice);
  const [confirm, setConfirm] = useState<ConfirmedAction | null>(null);
  const can = (action: string) => invoice.actions.includes(action as Invoice['actions'][number]);

  const ask = (action: ConfirmedAction, variant: 'contained' | 'outlined', color: 'primary' | 'error' = 'primary') => (
    <Button variant={variant} color={color} size="small" disabled={busy} onClick={() => setConfirm(action)} data-testid={`invoice-${action}`}>
      {translate(`app.invoices.actions.${action}`)}
    </Button>
  );

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } }}>
      {can('finalize') && ask('finalize', 'contained')}
      {can('edit') && (
        <Button variant="outlined" size="small" disabled={busy} onClick={() => navigate(withModePrefix(invoiceEditorPath(invoice.id), test))} data-testid="invoice-edit">
          {translate('app.invoices.actions.edit')}
        </Button>
      )}
      {can('duplicate') && (
        <Button variant="outlined" size="small" disabled={busy} onClick={() => void duplicate()} data-testid="invoice-duplicate">
          {translate('app.invoices.actions.duplicate')}
        </Button>
      )}
      {can('detail') && <DownloadPdfButton invoice={invoice} />}
      {can('cancel') && ask('cancel', 'outlined', 'error')}
      {can('delete') && ask('delete', 'outlined', 'error')}
      <Confirm
        isOpen={confirm !== null}
        loading={busy}
        title={confirm ? `app.invoices.actions.confirm.${confirm}.title` : ''}
        content={confirm ? `app.invoices.actions.confirm.${confirm}.body` : ''}
        translateOptions={{ number: invoice.number }}
        confirm={confirm ? `app.invoices.actions.${confirm}` : undefined}
        confirmColor={confirm === 'finalize' ? 'primary' : 'warning'}
        onConfirm={async () => {
          if (confirm) await run(confirm);
          setConfirm(null);
        }}
        onClose={() => setConfirm(null)}
      />
    </Stack>
  );
}
