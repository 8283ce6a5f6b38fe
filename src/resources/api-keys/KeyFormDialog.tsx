// The one dialog of a key's mutations that make a new key (create, roll): a react-admin <Form> on the shared zod
// resolver, the server's refusal above the fields (and under each field it names), and once the server answered
// the new value shown this once, with Done.
import { useMemo, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Form, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { CreatedApiKey } from '../../../domain/api-key-records';
import { formFailure } from '../../components/formErrors';
import { zodResolver } from '../../components/zodResolver';
import { NewKeyValue } from './NewKeyValue';

/** A pessimistic mutation that answers with the new key: notified and the page's queries refreshed on success. */
export function useKeyMutation<I>(run: (input: I) => Promise<CreatedApiKey>, done: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      notify(done, { type: 'success' });
      refresh();
    },
  });
}

/**
 * The form starts from its own defaults: on a key's page the key is the record in context, and react-admin's <Form>
 * would otherwise take its fields as values (which the strict schema refuses, silently).
 */
const NO_RECORD = {};

interface KeyFormDialogProps<I> {
  id: string;
  title: string;
  intro: string;
  schema: ZodType;
  defaultValues: Record<string, unknown>;
  /** The fields a refusal may name (shown under them; the rest above the form). */
  fields: string[];
  mutation: ReturnType<typeof useKeyMutation<I>>;
  submitLabel: string;
  submitTestId: string;
  onClose: () => void;
  children: ReactNode;
}

export function KeyFormDialog<I>({ id, title, intro, schema, defaultValues, fields, mutation, submitLabel, submitTestId, onClose, children }: KeyFormDialogProps<I>) {
  const translate = useTranslate();
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  const failure = mutation.error ? formFailure(mutation.error, fields, translate('app.errors.requestFailed')) : null;
  const submit = async (values: FieldValues) => {
    try {
      await mutation.mutateAsync(values as I);
      return undefined;
    } catch (e) {
      return formFailure(e, fields, '').fieldErrors;
    }
  };
  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      {mutation.data ? (
        <>
          <DialogContent>
            <NewKeyValue apiKey={mutation.data} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose} data-testid="new-key-done">
              {translate('app.developerKeys.newKey.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Form resolver={resolver} record={NO_RECORD} defaultValues={defaultValues} onSubmit={submit} noValidate>
          <DialogContent>
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                {intro}
              </Typography>
              {failure?.message && <Alert severity="error">{failure.message}</Alert>}
              {children}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={mutation.isPending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={mutation.isPending} data-testid={submitTestId}>
              {submitLabel}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
