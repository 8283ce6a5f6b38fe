// The one react-hook-form resolver over zod schemas, for every <Form>: the first issue of each field becomes its
// error, as the i18n key `validation.<message key>` (react-admin translates it under the input); a message that is
// already a full key ('app.refunds.create.amountTooLarge') is kept as it is.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[]): FieldErrors {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'root';
    errors[field] ??= { type: issue.code ?? 'invalid', message: issue.message.includes('.') ? issue.message : `validation.${issue.message}` };
  }
  return errors as FieldErrors;
}

export function zodResolver(schema: z.ZodType): Resolver<FieldValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as FieldValues, errors: {} };
    return { values: {}, errors: issuesToErrors(result.error.issues) };
  };
}

/**
 * The same over a schema loaded on first use: a public page's form validates with its domain schema without putting
 * zod in the page's first download (the schema's chunk comes while the user types).
 */
export function lazyZodResolver(load: () => Promise<z.ZodType>): Resolver<FieldValues> {
  let schema: Promise<z.ZodType> | undefined;
  return async (values, context, options) => {
    schema ??= load();
    return zodResolver(await schema)(values, context, options);
  };
}
