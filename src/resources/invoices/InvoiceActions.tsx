// The buttons of an invoice's detail page, exactly as the server's `actions` allow (spec section 4) and as the
// member's codes allow (canAccess over the action table): Edit, Finalize, Cancel (void), Delete, Duplicate, and
// Download PDF. Delete, Finalize and Cancel ask for confirmation first.
import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import { CanAccess, useNavigate, useTranslate } from 'react-admin';
import { Confirm } from '../../components/Confirm';
import type { Invoice } from '../../../domain/wire';
import { useResourcePath } from '../../components/record/useResourcePath';
import { DownloadPdfButton } from './DownloadPdfButton';
import { useInvoiceAction, type ConfirmedAction } from './useInvoiceAction';

/** The status's action name (invoice.actions) -> the action table's name. */
const TABLE_ACTION = { finalize: 'finalize', edit: 'edit', duplicate: 'clone', detail: 'pdf', cancel: 'void', delete: 'delete' } as const;
type StatusAction = keyof typeof TABLE_ACTION;

export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathOf = useResourcePath();
  const { busy, asked, ask: confirmFirst, close, confirm, runNow } = useInvoiceAction(invoice);
  /** Offered by the invoice's status and allowed to this member. */
  const offer = (action: StatusAction, button: ReactNode) =>
    invoice.actions.includes(action as Invoice['actions'][number]) && (
      <CanAccess key={action} resource="invoices" action={TABLE_ACTION[action]}>
        {button}
      </CanAccess>
    );
  const ask = (action: ConfirmedAction, variant: 'contained' | 'outlined', color: 'primary' | 'error' = 'primary') =>
    offer(
      action,
      <Button variant={variant} color={color} size="small" disabled={busy} onClick={() => confirmFirst(action)} data-testid={`invoice-${action}`}>
        {translate(`app.invoices.actions.${action}`)}
      </Button>,
    );

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } }}>
      {ask('finalize', 'contained')}
      {offer(
        'edit',
        <Button variant="outlined" size="small" disabled={busy} onClick={() => navigate(pathOf('invoices', 'edit', invoice.id))} data-testid="invoice-edit">
          {translate('app.invoices.actions.edit')}
        </Button>,
      )}
      {offer(
        'duplicate',
        <Button variant="outlined" size="small" disabled={busy} onClick={() => runNow('duplicate')} data-testid="invoice-duplicate">
          {translate('app.invoices.actions.duplicate')}
        </Button>,
      )}
      {offer('detail', <DownloadPdfButton invoice={invoice} />)}
      {ask('cancel', 'outlined', 'error')}
      {ask('delete', 'outlined', 'error')}
      <Confirm
        isOpen={asked !== null}
        loading={busy}
        title={asked ? `app.invoices.actions.confirm.${asked}.title` : ''}
        content={asked ? `app.invoices.actions.confirm.${asked}.body` : ''}
        translateOptions={{ number: invoice.number }}
        confirm={asked ? `app.invoices.actions.${asked}` : undefined}
        destructive={asked !== 'finalize'}
        onConfirm={confirm}
        onClose={close}
      />
    </Stack>
  );
}
