// @vitest-environment jsdom
// DialogButtons: Cancel closes; the confirm button submits the surrounding form, or runs its action when it has one;
// both are off while the work runs, and the confirm button alone while the form is not complete.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogButtons } from './DialogButtons';

afterEach(cleanup);

const cancel = () => screen.getAllByRole('button')[0]! as HTMLButtonElement;
const confirm = () => screen.getByTestId('go') as HTMLButtonElement;

describe('DialogButtons', () => {
  it('submits the form it is in, and Cancel does not', () => {
    const seen: string[] = [];
    render(
      <form onSubmit={(e) => { e.preventDefault(); seen.push('submit'); }}>
        <DialogButtons onCancel={() => seen.push('cancel')} label="Send" testId="go" />
      </form>,
    );
    expect(confirm().textContent).toBe('Send');
    expect(confirm().type).toBe('submit');
    fireEvent.click(cancel());
    fireEvent.click(confirm());
    expect(seen).toEqual(['cancel', 'submit']);
  });

  it('runs its action instead of submitting when it has one', () => {
    const seen: string[] = [];
    render(
      <form onSubmit={(e) => { e.preventDefault(); seen.push('submit'); }}>
        <DialogButtons onCancel={() => seen.push('cancel')} onConfirm={() => seen.push('confirm')} label="Move" testId="go" />
      </form>,
    );
    expect(confirm().type).toBe('button');
    fireEvent.click(confirm());
    expect(seen).toEqual(['confirm']);
  });

  it('is off while busy (both buttons), and the confirm button alone while not complete', () => {
    const { rerender } = render(<DialogButtons onCancel={() => undefined} onConfirm={() => undefined} label="Go" testId="go" busy />);
    expect([cancel().disabled, confirm().disabled]).toEqual([true, true]);
    rerender(<DialogButtons onCancel={() => undefined} onConfirm={() => undefined} label="Go" testId="go" disabled />);
    expect([cancel().disabled, confirm().disabled]).toEqual([false, true]);
    rerender(<DialogButtons onCancel={() => undefined} onConfirm={() => undefined} label="Go" testId="go" />);
    expect([cancel().disabled, confirm().disabled]).toEqual([false, false]);
  });
});
