// /invoiceEditor?id=: edits a draft (the only state that allows it); files upload and are removed at once.
import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useEditContext, useNavigate, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { withModePrefix } from '../../../domain/routes';
import { PageHeader } from '../../components/PageHeader';
import { useTestMode } from '../../hooks/useTestMode';
import { RecordEdit } from '../../components/record/RecordView';
import { AttachmentsInput } from './AttachmentsInput';
import { invoiceFailure } from './invoiceFailure';
import { formValuesOf } from './invoiceForm';
import { InvoiceForm } from './InvoiceForm';
import { useAttachmentUploads } from './useAttachmentUploads';
import type { Invoice } from '../../../domain/wire';
import { invoiceDetailPath } from '../../components/record/paths';

function DraftEditor({ invoice, onChanged }: { invoice: Invoice; onChanged: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const test = useTestMode();
  const [update] = useUpdate<Invoice>();
  const [message, setMessage] = useState<string | null>(null);
  // Frozen at mount: a reload after an upload must not reset what is being typed.
  const [defaultValues] = useState(() => formValuesOf(invoice));
  const uploads = useAttachmentUploads(invoice.id, onChanged);
  const detail = withModePrefix(invoiceDetailPath(invoice.id), test);

  const onSubmit = async (body: FieldValues) => {
    setMessage(null);
    try {
      await update('invoices', { id: invoice.id, data: body, previousData: invoice }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('app.invoices.form.updated', { type: 'success', messageArgs: { number: invoice.number } });
      navigate(detail);
      return undefined;
    } catch (error) {
      const failure = invoiceFailure(error, translate('app.errors.requestFailed'));
      setMessage(failure.message);
      return failure.fieldErrors;
    }
  };

  return (
    <InvoiceForm
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      message={message}
      submitLabel="app.invoices.form.save"
      attachments={<AttachmentsInput invoiceId={invoice.id} saved={invoice.attachments} uploads={uploads} onChanged={onChanged} />}
      actions={<Button onClick={() => navigate(detail)}>{translate('ra.action.cancel')}</Button>}
    />
  );
}

export default function InvoiceEdit() {
  return (
    <RecordEdit>
      <InvoiceEditView />
    </RecordEdit>
  );
}

function InvoiceEditView() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const test = useTestMode();
  const invoice = useRecordContext<Invoice>();
  const { refetch } = useEditContext<Invoice>();
  if (!invoice) return null;
  return (
    <>
      <PageHeader title={translate('routes.invoiceEditor')} subtitle={translate('app.invoices.form.editSubtitle', { number: invoice.number })} />
      {invoice.actions.includes('edit') ? (
        <DraftEditor key={invoice.id} invoice={invoice} onChanged={() => void refetch()} />
      ) : (
        <Alert
          severity="info"
          action={<Button onClick={() => navigate(withModePrefix(invoiceDetailPath(invoice.id), test))}>{translate('app.invoices.detail.open')}</Button>}
          data-testid="invoice-not-editable"
        >
          {translate('app.invoices.form.notEditable')}
        </Alert>
      )}
    </>
  );
}
