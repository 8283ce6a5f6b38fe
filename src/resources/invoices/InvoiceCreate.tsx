// /invoiceCreate: a new invoice is saved as a draft; files chosen meanwhile are uploaded once the draft exists,
// then its detail opens (or its editor, when a file was refused, so it can be fixed there).
import { useState } from 'react';
import { Button } from '@mui/material';
import { useCreate, useNavigate, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { withModePrefix } from '../../../domain/routes';
import { PageHeader } from '../../components/PageHeader';
import { useTestMode } from '../../hooks/useTestMode';
import { AttachmentsInput } from './AttachmentsInput';
import { invoiceFailure } from './invoiceFailure';
import { emptyInvoiceForm } from './invoiceForm';
import { InvoiceForm } from './InvoiceForm';
import { useAttachmentUploads } from './useAttachmentUploads';
import { RecordCreate } from '../../components/record/RecordView';
import type { Invoice } from '../../../domain/wire';
import { invoiceDetailPath, invoiceEditorPath, pathOf } from '../../components/record/paths';

/** Today in the browser's calendar: the default due date counts from it. */
const localToday = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

export default function InvoiceCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const test = useTestMode();
  const [create] = useCreate<Invoice>();
  const [message, setMessage] = useState<string | null>(null);
  const [defaultValues] = useState(() => emptyInvoiceForm(localToday()));
  const uploads = useAttachmentUploads(undefined, () => undefined);

  const onSubmit = async (body: FieldValues) => {
    setMessage(null);
    let invoice: Invoice | void;
    try {
      invoice = await create('invoices', { data: body }, { returnPromise: true });
    } catch (error) {
      const failure = invoiceFailure(error, translate('app.errors.requestFailed'));
      setMessage(failure.message);
      return failure.fieldErrors;
    }
    if (!invoice) return undefined; // returnPromise always resolves to the record; this only narrows the type
    const failed = await uploads.uploadQueued(invoice.id);
    if (failed > 0) {
      notify('app.invoices.form.uploadsFailed', { type: 'warning', messageArgs: { smart_count: failed } });
      navigate(withModePrefix(invoiceEditorPath(invoice.id), test));
    } else {
      notify('app.invoices.form.created', { type: 'success', messageArgs: { number: invoice.number } });
      navigate(withModePrefix(invoiceDetailPath(invoice.id), test));
    }
    return undefined;
  };

  return (
    <RecordCreate>
      <PageHeader title={translate('routes.invoiceCreate')} subtitle={translate('app.invoices.form.createSubtitle')} />
      <InvoiceForm
        defaultValues={defaultValues}
        onSubmit={onSubmit}
        message={message}
        submitLabel="app.invoices.form.saveDraft"
        attachments={<AttachmentsInput saved={[]} uploads={uploads} onChanged={() => undefined} />}
        actions={<Button onClick={() => navigate(withModePrefix(pathOf('invoices', 'list'), test))}>{translate('ra.action.cancel')}</Button>}
      />
    </RecordCreate>
  );
}
