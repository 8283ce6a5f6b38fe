// @vitest-environment jsdom
// The settings pages' one save: the answer into its query and a notice; a refusal as field errors under the inputs
// and the rest as the form's message (or a notification for a form without an alert).
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, testDataProvider, useNotificationContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../providers/httpCore';
import { useSettingsSave, type SettingsSaveOptions } from './useSettingsSave';

const refusal = (errors: Record<string, string>, message = 'Some fields are not valid.') =>
  new ApiError(message, 400, { code: 400, message, errors }, '/api/x');

function setup(options: Partial<SettingsSaveOptions<{ name: string }, { name: string }>>) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={testDataProvider()} queryClient={client}>{children}</CoreAdminContext>
  );
  const hook = renderHook(() => ({
    saver: useSettingsSave<{ name: string }, { name: string }>({ call: async (v) => v, fields: ['name'], savedMessage: 'saved', ...options }),
    notices: useNotificationContext().notifications,
  }), { wrapper });
  return { client, hook };
}

describe('useSettingsSave', () => {
  it('puts the saved record in its query and says so', async () => {
    const { client, hook } = setup({ queryKey: ['k'] });
    let answer: unknown = 'unset';
    await act(async () => { answer = await hook.result.current.saver.save({ name: 'Ann' }); });
    expect(answer).toBeUndefined();
    expect(client.getQueryData(['k'])).toEqual({ name: 'Ann' });
    expect(hook.result.current.notices.map((n) => [n.message, n.type])).toEqual([['saved', 'success']]);
  });

  it('answers the field errors of its fields and keeps the rest as the message', async () => {
    const { hook } = setup({ call: () => Promise.reject(refusal({ name: 'Too long', other: 'Wrong' })) });
    let answer: unknown;
    await act(async () => { answer = await hook.result.current.saver.save({ name: 'x' }); });
    expect(answer).toEqual({ name: 'Too long' });
    expect(hook.result.current.saver.message).toBe('Some fields are not valid.');
    expect(hook.result.current.notices).toEqual([]);
  });

  it("notifies a message without a field when the form has no alert, and nothing when its fields say it all", async () => {
    const refused = setup({ failure: 'notify', call: () => Promise.reject(refusal({}, 'Not allowed')) });
    await act(async () => { await refused.hook.result.current.saver.save({ name: 'x' }); });
    expect(refused.hook.result.current.notices.map((n) => [n.message, n.type])).toEqual([['Not allowed', 'error']]);
    expect(refused.hook.result.current.saver.message).toBeNull();

    const fielded = setup({ failure: 'notify', call: () => Promise.reject(refusal({ name: 'Too long' })) });
    await act(async () => { await fielded.hook.result.current.saver.save({ name: 'x' }); });
    expect(fielded.hook.result.current.notices).toEqual([]);
  });
});
