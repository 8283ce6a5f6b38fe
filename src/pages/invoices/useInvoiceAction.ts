// Runs an invoice action the detail page offers: finalize, cancel (void), duplicate, delete; then reloads the
// record, or opens the new draft (duplicate) or the list (delete).
import { useState } from 'react';
import { useDelete, useNavigate, useNotify, useRefresh } from 'react-admin';
import { withModePrefix } from '../../../domain/routes';
import { useTestMode } from '../../hooks/useTestMode';
import { invoiceEditorPath, invoicesApi, type Invoice } from './api';

export type ConfirmedAction = 'delete' | 'finalize' | 'cancel';

export function useInvoiceAction(invoice: Invoice) {
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const test = useTestMode();
  const [deleteOne] = useDelete<Invoice>();
  const [busy, setBusy] = useState(false);

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : 'app.errors.requestFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const done = (action: string) => notify(`app.invoices.actions.done.${action}`, { type: 'success', messageArgs: { number: invoice.number } });

  const run = (action: ConfirmedAction) =>
    attempt(async () => {
      if (action === 'delete') {
        await deleteOne('invoices', { id: invoice.id, previousData: invoice }, { mutationMode: 'pessimistic', returnPromise: true });
        done(action);
        navigate(withModePrefix('/invoice', test));
        return;
      }
      await (action === 'finalize' ? invoicesApi.finalize(invoice.id) : invoicesApi.cancel(invoice.id));
      done(action);
      refresh();
    });

  const duplicate = () =>
    attempt(async () => {
      const copy = await invoicesApi.duplicate(invoice.id);
      notify('app.invoices.actions.done.duplicate', { type: 'success', messageArgs: { number: copy.number } });
      navigate(withModePrefix(invoiceEditorPath(copy.id), test));
    });

  return { busy, run, duplicate };
}
