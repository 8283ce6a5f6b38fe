// What the invoice form shows when saving fails: the server's field errors under their inputs (items.1.name
// included), anything else in the alert above the form.
import { formFailure, type FormFailure } from '../../components/formErrors';
import { ApiError } from '../../providers/httpCore';

const FORM_FIELDS = ['name', 'email', 'phone', 'country', 'currency', 'feeType', 'items', 'reference', 'paymentMethod', 'dueDate', 'memo'];

export function invoiceFailure(error: unknown, fallback: string): FormFailure {
  const fields = error instanceof ApiError ? Object.keys(error.fieldErrors).filter((key) => FORM_FIELDS.includes(key.split('.')[0])) : [];
  return formFailure(error, fields, fallback);
}
