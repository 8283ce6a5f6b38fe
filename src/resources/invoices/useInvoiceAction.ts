// An invoice's actions through the shared action pattern: finalize, cancel (void) and delete after confirmation,
// duplicate at once; then the record reloads, or the new draft (duplicate) or the list (delete) opens.
import { useDelete, useNavigate } from 'react-admin';
import type { Invoice } from '../../../domain/wire';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { useRecordAction, type ActionAttempt } from '../../components/record/useRecordAction';
import { useResourcePath } from '../../components/record/useResourcePath';

export type InvoiceAction = 'delete' | 'finalize' | 'cancel' | 'duplicate';
export type ConfirmedAction = Exclude<InvoiceAction, 'duplicate'>;

export function useInvoiceAction(invoice: Invoice) {
  const dataProvider = useAppDataProvider();
  const navigate = useNavigate();
  const pathOf = useResourcePath();
  const [deleteOne] = useDelete<Invoice>();
  const run = async ({ action }: ActionAttempt<InvoiceAction>): Promise<Invoice> => {
    if (action === 'delete') {
      await deleteOne('invoices', { id: invoice.id, previousData: invoice }, { mutationMode: 'pessimistic', returnPromise: true });
      return invoice;
    }
    if (action === 'finalize') return dataProvider.finalizeInvoice(invoice.id);
    if (action === 'cancel') return dataProvider.voidInvoice(invoice.id);
    return dataProvider.duplicateInvoice(invoice.id);
  };
  return useRecordAction<InvoiceAction, Invoice>({
    run,
    done: (action, result) => ({ message: `app.invoices.actions.done.${action}`, args: { number: action === 'duplicate' ? result.number : invoice.number } }),
    onSuccess: (result, action) => {
      if (action === 'delete') navigate(pathOf('invoices', 'list'));
      else if (action === 'duplicate') navigate(pathOf('invoices', 'edit', result.id));
    },
    refreshAfter: (action) => action === 'finalize' || action === 'cancel',
  });
}
