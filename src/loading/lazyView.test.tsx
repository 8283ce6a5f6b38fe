// @vitest-environment jsdom
// A lazy view renders at once, with no loading fallback, once `load()` has resolved; before that it suspends like
// React.lazy; its state survives re-renders either way; a failed load can be tried again.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyView, loadView } from './lazyView';

afterEach(cleanup);

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {label} {n}
    </button>
  );
}

const shown = (ui: React.ReactNode) =>
  render(<Suspense fallback={<p>loading</p>}>{ui}</Suspense>);

describe('lazyView', () => {
  it('draws no fallback when the chunk was loaded before the first render', async () => {
    const loader = vi.fn(() => Promise.resolve({ default: Counter }));
    const View = lazyView(loader);
    await View.load();
    shown(<View label="ready" />);
    // Synchronously there: no fallback was ever rendered.
    expect(screen.getByRole('button').textContent).toBe('ready 0');
    expect(screen.queryByText('loading')).toBeNull();
    await View.load();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('renders at once when its loader was loaded before the view was made (the start-up preload)', async () => {
    const loader = vi.fn(() => Promise.resolve({ default: Counter }));
    await loadView(loader);
    const View = lazyView(loader);
    shown(<View label="early" />);
    expect(screen.getByRole('button').textContent).toBe('early 0');
    expect(screen.queryByText('loading')).toBeNull();
    await View.load();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when the chunk is not there yet, and keeps its state across re-renders', async () => {
    let arrive: (m: { default: typeof Counter }) => void = () => undefined;
    const View = lazyView(() => new Promise<{ default: typeof Counter }>((resolve) => (arrive = resolve)));
    const { rerender } = shown(<View label="late" />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive({ default: Counter }));
    expect(screen.getByRole('button').textContent).toBe('late 0');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('late 1');
    // A later render (new props) keeps the mounted page: its state stays.
    rerender(
      <Suspense fallback={<p>loading</p>}>
        <View label="again" />
      </Suspense>,
    );
    expect(screen.getByRole('button').textContent).toBe('again 1');
  });

  it('tries a failed load again', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Counter });
    const View = lazyView<{ label: string }>(loader);
    await expect(View.load()).rejects.toThrow('offline');
    await View.load();
    shown(<View label="retried" />);
    expect(screen.getByRole('button').textContent).toBe('retried 0');
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
