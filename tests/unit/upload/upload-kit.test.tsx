// @vitest-environment jsdom
// The one upload kit (invoices and onboarding): a file refused before sending says why, a file on its way shows the
// share sent, a refusal by the server keeps the file with its reasons and a retry, and a form's submit button waits
// while any file is on its way.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { TestTranslationProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { enMessages } from '../../../src/i18n/full';
import { SubmitButton } from '../../../src/components/SubmitButton';
import { FilePickButton } from '../../../src/components/upload/FilePickButton';
import { UploadLine } from '../../../src/components/upload/UploadLine';
import { useUploads, type SendFile } from '../../../src/components/upload/useUploads';
import { ApiError } from '../../../src/providers/httpCore';
import { PublicHostContext, type PublicHost } from '../../../src/host/host';

const i18n = polyglotI18nProvider(() => enMessages as never, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

/** react-admin's translation for the upload parts, the same words through the host for the submit button. */
function Translated({ children }: { children: ReactNode }) {
  const host: PublicHost = {
    translate: i18n.translate,
    locale: 'en',
    setLocale: () => undefined,
    theme: 'light',
    setTheme: () => undefined,
    search: '',
    navigate: () => undefined,
    login: () => Promise.resolve(),
    signedIn: () => Promise.resolve(),
    notify: () => undefined,
  };
  return (
    <TestTranslationProvider translate={i18n.translate}>
      <PublicHostContext.Provider value={host}>{children}</PublicHostContext.Provider>
    </TestTranslationProvider>
  );
}

/** A send whose progress and outcome the test drives. */
function controlledSend() {
  const calls: { file: File; progress: (f: number) => void; resolve: (v: { id: string }) => void; reject: (e: unknown) => void }[] = [];
  const send: SendFile<null, { id: string }> = (file, _meta, { onProgress, signal }) => {
    let resolve!: (v: { id: string }) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<{ id: string }>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    calls.push({ file, progress: onProgress, resolve, reject });
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    return promise;
  };
  return { send, calls };
}

function Harness({ send, saved }: { send: SendFile<null, { id: string }>; saved: string[] }) {
  const uploads = useUploads<null, { id: string }>({ onUploaded: (r) => saved.push(r.id) });
  const form = useForm();
  return (
    <FormProvider {...form}>
      <FilePickButton label="Choose" onFile={(file) => uploads.add(file, null, send)} inputProps={{ 'data-testid': 'pick' }} />
      {uploads.pickError && <p role="alert">{uploads.pickError}</p>}
      {uploads.uploads.map((u) => (
        <UploadLine key={u.key} upload={u} onRemove={() => uploads.remove(u.key)} onRetry={() => uploads.retry(u, send)} />
      ))}
      <SubmitButton label="Continue" />
    </FormProvider>
  );
}

const png = (name = 'proof.png') => new File([new Uint8Array(2048)], name, { type: 'image/png' });
const pick = (file: File) => fireEvent.change(screen.getByTestId('pick'), { target: { files: [file] } });

afterEach(cleanup);

describe('upload kit', () => {
  it('refuses a file of another type before sending, with the rule\'s message', () => {
    const { send, calls } = controlledSend();
    render(<Translated><Harness send={send} saved={[]} /></Translated>);
    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe('Please upload a JPG, JPEG, PNG or PDF file.');
    expect(calls).toHaveLength(0);
  });

  it('shows the share sent and holds the submit button until the file has arrived', async () => {
    const { send, calls } = controlledSend();
    const saved: string[] = [];
    render(<Translated><Harness send={send} saved={saved} /></Translated>);
    const submit = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    pick(png());
    expect(calls).toHaveLength(1);
    expect(submit.disabled).toBe(true);
    act(() => calls[0].progress(0.5));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('upload-line').textContent).toContain('Uploading: 50 %');
    await act(async () => calls[0].resolve({ id: 'doc_1' }));
    expect(saved).toEqual(['doc_1']);
    expect(screen.queryByTestId('upload-line')).toBeNull();
    expect(submit.disabled).toBe(false);
  });

  it('keeps a file the server refused, with its reasons, and sends it again on retry', async () => {
    const { send, calls } = controlledSend();
    const saved: string[] = [];
    render(<Translated><Harness send={send} saved={saved} /></Translated>);
    pick(png('fake.png'));
    await act(async () => calls[0].reject(new ApiError('bad', 400, { errors: { file: 'The file is not the image it claims to be.' } }, '/x')));
    const line = screen.getByTestId('upload-line');
    expect(line.getAttribute('data-state')).toBe('failed');
    expect(line.textContent).toContain('The file is not the image it claims to be.');
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls).toHaveLength(2);
    await act(async () => calls[1].resolve({ id: 'doc_2' }));
    expect(saved).toEqual(['doc_2']);
  });

  it('cancels a file on its way', async () => {
    const { send, calls } = controlledSend();
    render(<Translated><Harness send={send} saved={[]} /></Translated>);
    pick(png('big.png'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel the upload of big.png' })));
    expect(calls).toHaveLength(1);
    expect(screen.queryByTestId('upload-line')).toBeNull();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
