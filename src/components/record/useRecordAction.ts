// The one pattern of a record's actions (capture, cancel, finalize, void, duplicate, deactivate, refund...):
// confirm -> busy -> notify -> refresh. `ask` opens the confirmation with a fresh Idempotency-Key, so both clicks of
// a double click send the same key; the call runs as a react-query mutation (pessimistic: nothing changes on
// screen before the server answers), its pending state is the busy flag; success notifies and refreshes the
// page's queries (or does what `onSuccess` says), failure notifies the server's message.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import { idempotencyKey } from '../../../domain/random-id';

export interface ActionAttempt<A extends string> {
  action: A;
  key: string;
}

interface Options<A extends string, R> {
  run: (attempt: ActionAttempt<A>) => Promise<R>;
  /** The i18n key (and its arguments) of the success message. */
  done: (action: A, result: R) => string | { message: string; args: Record<string, unknown> };
  /** After the notification: open the new record, go back to the list. */
  onSuccess?: (result: R, action: A) => void;
  /** Whether the page's queries reload after this action (default: yes unless `onSuccess` is given). */
  refreshAfter?: (action: A) => boolean;
}

export function useRecordAction<A extends string, R = unknown>({ run, done, onSuccess, refreshAfter }: Options<A, R>) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [asked, setAsked] = useState<ActionAttempt<A> | null>(null);
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: (result, attempt) => {
      const message = done(attempt.action, result);
      if (typeof message === 'string') notify(message, { type: 'success' });
      else notify(message.message, { type: 'success', messageArgs: message.args });
      setAsked(null);
      onSuccess?.(result, attempt.action);
      if (refreshAfter ? refreshAfter(attempt.action) : !onSuccess) refresh();
    },
    onError: (error) => {
      notify(error instanceof Error && error.message ? error.message : 'app.errors.requestFailed', { type: 'error' });
      setAsked(null);
    },
  });
  return {
    busy: mutation.isPending,
    /** The action waiting for its confirmation, if any. */
    asked: asked?.action ?? null,
    ask: (action: A) => setAsked({ action, key: idempotencyKey() }),
    close: () => (mutation.isPending ? undefined : setAsked(null)),
    confirm: () => {
      if (asked) mutation.mutate(asked);
    },
    /** Without confirmation (duplicate). */
    runNow: (action: A) => mutation.mutate({ action, key: idempotencyKey() }),
  };
}
