// Global listeners feeding the error reporter: script errors and failed loads of images, scripts and style sheets
// (capture phase: resource errors do not bubble), and unhandled promise rejections.
import { describeError, type ErrorReporter } from './errorReporter';

type Reporter = Pick<ErrorReporter, 'report'>;
const RESOURCE_TAGS = new Set(['IMG', 'SCRIPT', 'LINK']);

interface ElementLike {
  tagName: string;
  src?: string;
  href?: string;
}

function resourceTarget(target: EventTarget | null): ElementLike | null {
  const el = target as Partial<ElementLike> | null;
  return el && typeof el.tagName === 'string' && RESOURCE_TAGS.has(el.tagName.toUpperCase()) ? (el as ElementLike) : null;
}

export function handleErrorEvent(event: Event, reporter: Reporter) {
  const resource = resourceTarget(event.target);
  if (resource) {
    reporter.report('loadError', { tagName: resource.tagName.toLowerCase(), url: resource.src || resource.href || '' });
    return;
  }
  const e = event as ErrorEvent;
  if (typeof e.message !== 'string' && !e.error) return;
  reporter.report(
    'jsError',
    { ...describeError(e.error ?? e.message), message: e.message || describeError(e.error).message, filename: e.filename, lineno: e.lineno, colno: e.colno },
    e.error,
  );
}

export function handleRejection(event: PromiseRejectionEvent, reporter: Reporter) {
  reporter.report('jsError', { kind: 'unhandledrejection', ...describeError(event.reason) }, event.reason);
}

/** Returns a function that removes the listeners (for tests and hot reloads). */
export function installErrorListeners(win: Pick<Window, 'addEventListener' | 'removeEventListener'>, reporter: Reporter) {
  const onError = (event: Event) => handleErrorEvent(event, reporter);
  const onRejection = (event: PromiseRejectionEvent) => handleRejection(event, reporter);
  win.addEventListener('error', onError, { capture: true });
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError, { capture: true });
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
