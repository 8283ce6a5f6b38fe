// The one invoice form of /invoiceCreate and /invoiceEditor: customer, line items with the live total, billing
// settings and attachments. The domain schema checks it in the browser ('Please Input' / 'Please Select' under
// empty required fields); the server's field errors land under the same inputs.
import type { ReactNode } from 'react';
import { Grid, Stack } from '@mui/material';
import { Form, SelectInput, TextInput, useTranslate } from 'react-admin';
import { DayInput } from '../../components/DayInput';
import type { FieldValues } from 'react-hook-form';
import { FEE_TYPES, INVOICE_PAYMENT_METHODS } from '../../../domain/invoices/schema';
import { PAYMENT_CURRENCIES } from '../../../domain/payments';
import { FormAlert } from '../../components/FormAlert';
import { SectionCard } from '../../components/SectionCard';
import { SubmitButton } from '../../components/SubmitButton';
import { CountryInput } from '../../components/CountryInput';
import type { InvoiceFormValues } from './invoiceForm';
import { invoiceResolver } from './invoiceResolver';
import { LineItemsInput } from './LineItemsInput';

interface InvoiceFormProps {
  defaultValues: InvoiceFormValues;
  /** Receives the checked request body; returns the server's field errors, if any. */
  onSubmit: (body: FieldValues) => Promise<Record<string, string> | undefined>;
  message: string | null;
  submitLabel: string;
  /** The attachments card (its uploads live beside the form, not in its values). */
  attachments: ReactNode;
  /** Beside the submit button (Cancel). */
  actions?: ReactNode;
}

const f = (field: string) => `resources.invoices.fields.${field}`;

export function InvoiceForm({ defaultValues, onSubmit, message, submitLabel, attachments, actions }: InvoiceFormProps) {
  const translate = useTranslate();
  return (
    // `record`: the editor sits in EditBase's record context, whose record (minor units, server fields) react-admin
    // would merge over the form's own values (major-unit strings); the form edits those values only.
    <Form onSubmit={onSubmit} resolver={invoiceResolver} defaultValues={defaultValues} record={defaultValues} noValidate>
      <FormAlert message={message} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }} sx={{ minWidth: 0 }}>
          <SectionCard title={translate('app.invoices.form.customer')} testId="invoice-form-customer">
            <Grid container columnSpacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput source="name" label={f('name')} autoComplete="off" fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput source="email" type="email" label={f('email')} autoComplete="off" fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput source="phone" type="tel" label={f('phone')} helperText="app.invoices.form.optional" autoComplete="off" fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <CountryInput source="country" label={f('country')} helperText="app.invoices.form.optional" />
              </Grid>
            </Grid>
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }} sx={{ minWidth: 0 }}>
          <SectionCard title={translate('app.invoices.form.billing')} testId="invoice-form-billing">
            <Grid container columnSpacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <SelectInput source="currency" label={f('currency')} choices={PAYMENT_CURRENCIES.map((id) => ({ id, name: id }))} translateChoice={false} fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <SelectInput source="feeType" label={f('feeType')} choices={FEE_TYPES.map((id) => ({ id, name: `app.invoices.feeTypes.${id}` }))} fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <SelectInput source="paymentMethod" label={f('paymentMethod')} choices={INVOICE_PAYMENT_METHODS.map((id) => ({ id, name: `app.invoices.paymentMethods.${id}` }))} fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <DayInput source="dueDate" label={f('dueDate')} testId="invoice-due-date-input" />
              </Grid>
              <Grid size={12}>
                <TextInput source="reference" label={f('reference')} helperText="app.invoices.form.optional" fullWidth />
              </Grid>
            </Grid>
          </SectionCard>
        </Grid>
        <Grid size={12}>
          <SectionCard title={translate('app.invoices.form.items')} subtitle={translate('app.invoices.form.itemsHint')} testId="invoice-form-items">
            <LineItemsInput />
            <TextInput source="memo" label={f('memo')} helperText="app.invoices.form.memoHint" multiline minRows={2} fullWidth sx={{ mt: 2 }} />
          </SectionCard>
        </Grid>
        <Grid size={12}>
          <SectionCard title={translate('app.invoices.form.attachments')} subtitle={translate('app.invoices.form.attachmentsHint')} testId="invoice-form-attachments">
            {attachments}
          </SectionCard>
        </Grid>
      </Grid>
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'flex-end', alignItems: 'center' }}>
        {actions}
        <SubmitButton label={submitLabel} fullWidth={false} />
      </Stack>
    </Form>
  );
}
