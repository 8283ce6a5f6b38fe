// A page or frame loaded on demand that renders at once when its chunk is already there. React.lazy suspends on its
// first render even when the module has long arrived, and React holds back the content that replaces a fallback
// for up to 300 ms after the fallback appeared; a page opened from scratch met that wait twice (the shell's frame,
// then the page). The entry preloads the frame and the page (routing/preload.ts) through `load`, and waits for them
// before its first render, so neither suspends. A view whose chunk is not there yet falls back to React.lazy. The
// modules are kept by loader, so the preload can load a view by its loader alone (loadView), before the view exists.
import { lazy, useState, type ComponentType, type FunctionComponent, type ReactElement } from 'react';

export type ViewLoader<P extends object = object> = () => Promise<{ default: ComponentType<P> }>;

export interface LazyView<P extends object = object> extends FunctionComponent<P> {
  /** Loads the chunk (once; a failed load can be tried again); resolves when the view can render at once. */
  load: () => Promise<ComponentType<P>>;
}

/** Each loader's module, once asked for: shared by every lazy view of that loader and by the start-up preload. */
const modules = new Map<ViewLoader<never>, { pending?: Promise<unknown>; loaded?: ComponentType<never> }>();

/**
 * Loads a view's module (once per loader; a failed load can be tried again) and resolves to its component. The
 * start-up preload calls it with the loader a lazy view is made of, before that view exists; the view then renders
 * at once.
 */
export function loadView<P extends object>(loader: ViewLoader<P>): Promise<ComponentType<P>> {
  let entry = modules.get(loader as ViewLoader<never>);
  if (!entry) modules.set(loader as ViewLoader<never>, (entry = {}));
  const slot = entry;
  slot.pending ??= loader().then(
    (module) => (slot.loaded = module.default as ComponentType<never>),
    (error: unknown) => {
      slot.pending = undefined;
      throw error;
    },
  );
  return slot.pending as Promise<ComponentType<P>>;
}

export function lazyView<P extends object = object>(loader: ViewLoader<P>): LazyView<P> {
  const load = () => loadView(loader);
  const Suspending = lazy(() => load().then((component) => ({ default: component })));
  function View(props: P): ReactElement {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would remount the page.
    const [Component] = useState<ComponentType<P>>(
      () => (modules.get(loader as ViewLoader<never>)?.loaded as ComponentType<P> | undefined) ?? (Suspending as unknown as ComponentType<P>),
    );
    return <Component {...props} />;
  }
  return Object.assign(View, { load });
}
