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
  /** Which dialog: its texts are app.developerKeys.<name>Dialog.{title,intro,submit}, its test ids <name>-key-*. */
  name: 'create' | 'roll';
  /** The title's arguments (the rolled key's name). */
  titleArgs?: Record<string, unknown>;
  schema: ZodType;
  defaultValues: Record<string, unknown>;
  /** The fields a refusal may name (shown under them; the rest above the form). */
  fields: string[];
  mutation: ReturnType<typeof useKeyMutation<I>>;
  onClose: () => void;
  children: ReactNode;
}

export function KeyFormDialog<I>({ name, titleArgs, schema, defaultValues, fields, mutation, onClose, children }: KeyFormDialogProps<I>) {
  const translate = useTranslate();
  const text = (key: string) => `app.developerKeys.${name}Dialog.${key}`;
  const id = `${name}-key-title`;
  // A created key's dialog is then about the new key; a roll's keeps naming the key rolled.
  const title = translate(mutation.data && name === 'create' ? 'app.developerKeys.newKey.title' : text('title'), titleArgs);
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
                {translate(text('intro'))}
              </Typography>
              {failure?.message && <Alert severity="error">{failure.message}</Alert>}
              {children}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={mutation.isPending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={mutation.isPending} data-testid={`${name}-key-submit`}>
              {translate(text('submit'))}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
