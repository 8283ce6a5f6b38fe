// The invoice form's resolver: the form's values become the request body (invoiceForm.ts), the domain schema
// judges it with the server's messages, and every error lands under its input: items.2.unitAmount under that
// line's amount, an error of the whole list (a total above the maximum) at items.root.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { invoiceInputSchema } from '../../../domain/invoices/schema';
import { toInvoiceBody, type InvoiceFormValues } from './invoiceForm';

type ErrorTree = { [key: string]: ErrorTree | { type: string; message: string } };

/** Sets an error at a dotted path, creating the nested objects (react-hook-form reads errors nested). */
function setAt(tree: ErrorTree, path: string[], error: { type: string; message: string }) {
  let node = tree;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as ErrorTree;
  node[path[path.length - 1]] ??= error;
}

/** Flat `path -> message key` errors as react-hook-form's nested errors; a list-level error goes to `.root`. */
export function nestErrors(flat: Record<string, string>, lists: readonly string[] = ['items']): FieldErrors {
  const tree: ErrorTree = {};
  for (const [field, message] of Object.entries(flat)) {
    const path = lists.includes(field) ? [field, 'root'] : field.split('.');
    setAt(tree, path, { type: 'invalid', message });
  }
  return tree as FieldErrors;
}

/** The form's errors by path, first error per field; the form's own (amount format) before the schema's. */
export function invoiceFormErrors(values: InvoiceFormValues): { errors: Record<string, string>; body: unknown } {
  const { body, errors } = toInvoiceBody(values);
  const result = invoiceInputSchema.safeParse(body);
  if (result.success && Object.keys(errors).length === 0) return { errors: {}, body: result.data };
  const all = { ...errors };
  for (const issue of result.success ? [] : result.error.issues) all[issue.path.map(String).join('.') || 'root'] ??= `validation.${issue.message}`;
  return { errors: all, body: undefined };
}

export const invoiceResolver: Resolver<FieldValues> = async (values) => {
  const { errors, body } = invoiceFormErrors(values as InvoiceFormValues);
  if (body !== undefined) return { values: body as FieldValues, errors: {} };
  return { values: {}, errors: nestErrors(errors) };
};
