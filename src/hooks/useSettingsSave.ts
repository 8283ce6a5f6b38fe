// The save of a settings page (/settings, /settings-business, /settingspayments, /gateway): one call, the saved
// record into its query, a success notice, and a failure turned into field errors under the inputs and a message
// (formFailure). Each page says what it saves and where the answer goes; how a save behaves is written once, here.
import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { formFailure } from '../components/formErrors';

export interface SettingsSaveOptions<V, R> {
  /** The request that saves the values and answers the saved record. */
  call: (values: V) => Promise<R>;
  /** The form's fields: a server error on one of them is shown under it, any other as the message. */
  fields: readonly string[];
  /** The notice (a message key) once saved. */
  savedMessage: string;
  /** The query whose data the answer replaces, so the page shows what was saved without asking again. */
  queryKey?: QueryKey;
  /** What else the page does once saved (switch the language, refresh the user's details), before the notice. */
  onSaved?: (record: R, values: V) => void | Promise<void>;
  /**
   * Where a message without a field goes: 'alert' (default), kept in `message` for the <FormAlert> above the form;
   * 'notify', a notification (a form without an alert of its own).
   */
  failure?: 'alert' | 'notify';
}

export interface SettingsSave<V> {
  /** Saves; answers the field errors (what react-admin's <Form onSubmit> sets under the inputs), none once saved. */
  save: (values: V) => Promise<Record<string, string> | undefined>;
  /** The failure's message for the form's alert (null: none, or the 'notify' kind). */
  message: string | null;
  saving: boolean;
}

export function useSettingsSave<V, R>({ call, fields, savedMessage, queryKey, onSaved, failure = 'alert' }: SettingsSaveOptions<V, R>): SettingsSave<V> {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (values: V) => {
    setMessage(null);
    setSaving(true);
    try {
      const record = await call(values);
      if (queryKey) client.setQueryData(queryKey, record);
      await onSaved?.(record, values);
      notify(savedMessage, { type: 'success' });
      return undefined;
    } catch (error) {
      const { fieldErrors, message: text } = formFailure(error, fields, translate('app.errors.requestFailed'));
      if (failure === 'alert') setMessage(text);
      else if (text && !fieldErrors) notify(text, { type: 'error' });
      return fieldErrors;
    } finally {
      setSaving(false);
    }
  };
  return { save, message, saving };
}
