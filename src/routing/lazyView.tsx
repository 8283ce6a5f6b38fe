// A page or frame loaded on demand that renders at once when its chunk is already there. React.lazy suspends on its
// first render even when the module has long arrived, and React holds back the content that replaces a fallback
// for up to 300 ms after the fallback appeared; a page opened from scratch met that wait twice (the shell's frame,
// then the page). The entry preloads the frame and the page (routing/preload.ts) through `load`, and waits for them
// before its first render, so neither suspends. A view whose chunk is not there yet falls back to React.lazy.
import { lazy, useState, type ComponentType, type FunctionComponent, type ReactElement } from 'react';

export type ViewLoader<P extends object = object> = () => Promise<{ default: ComponentType<P> }>;

export interface LazyView<P extends object = object> extends FunctionComponent<P> {
  /** Loads the chunk (once; a failed load can be tried again); resolves when the view can render at once. */
  load: () => Promise<ComponentType<P>>;
}

export function lazyView<P extends object = object>(loader: ViewLoader<P>): LazyView<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const load = () => {
    pending ??= loader().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Suspending = lazy(() => load().then((component) => ({ default: component })));
  function View(props: P): ReactElement {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Suspending as unknown as ComponentType<P>));
    return <Component {...props} />;
  }
  return Object.assign(View, { load });
}
