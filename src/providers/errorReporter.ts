// The front-end error monitor client (spec sections 7 and 8): script errors, failed resource loads, unhandled
// rejections, render errors and failed API calls are posted to {base}/fe/monitor/error one at a time, silently.
// Kept free of DOM globals (window and fetch are passed in) so the queue and host rules are unit-tested in node.
import { brandForHost, isLocalHost } from '../../domain/brand';
import type { ErrorReport } from '../../domain/error-report';
import { MAX_ERROR_MESSAGE_LENGTH, type ErrorType } from '../../domain/error-types';
import { randomId } from '../../domain/random-id';

/** Reports go out only from real deployments, and never from the special brand hosts (spec section 6). */
export function shouldReport(host: string): boolean {
  return !isLocalHost(host) && brandForHost(host).special === null;
}

/** A queue that sends one report at a time; a failed send is dropped, never retried and never reported. */
export function createSequentialQueue<T>(send: (item: T) => Promise<unknown>) {
  const items: T[] = [];
  let running: Promise<void> | null = null;

  async function drain() {
    while (items.length > 0) {
      const item = items.shift() as T;
      try {
        await send(item);
      } catch {
        // The monitor must never feed itself: its own failures are swallowed.
      }
    }
    running = null;
  }

  return {
    push(item: T) {
      items.push(item);
      running ??= drain();
    },
    /** Resolves when everything queued so far has been sent (or dropped). */
    idle: (): Promise<void> => running ?? Promise.resolve(),
    get pending() {
      return items.length;
    },
  };
}

const MAX_FIELD_LENGTH = 4000;
/** Enough to see a burst; a render loop must not flood the monitor (the server also rate-limits). */
export const MAX_REPORTS_PER_PAGE = 50;

/** Serialises the details as JSON within the size limit, clipping long strings instead of cutting the JSON. */
export function serializeDetails(details: Record<string, unknown>): string {
  const clipped = Object.fromEntries(
    Object.entries(details).map(([k, v]) => [k, typeof v === 'string' && v.length > MAX_FIELD_LENGTH ? `${v.slice(0, MAX_FIELD_LENGTH)}…` : v]),
  );
  let json: string;
  try {
    json = JSON.stringify(clipped);
  } catch {
    json = JSON.stringify({ message: String(details.message ?? 'unserialisable error') });
  }
  return json.length <= MAX_ERROR_MESSAGE_LENGTH ? json : JSON.stringify({ message: String(clipped.message ?? '').slice(0, 1000) });
}

export interface ReporterDeps {
  enabled: boolean;
  send: (report: ErrorReport) => Promise<unknown>;
  acctId: () => string | null;
  pageUrl: () => string;
}

export type ErrorReporter = ReturnType<typeof createErrorReporter>;

export function createErrorReporter(deps: ReporterDeps) {
  const queue = createSequentialQueue(deps.send);
  const seen = new WeakSet<object>();
  let count = 0;
  let last = '';

  return {
    enabled: deps.enabled,
    report(errorType: ErrorType, details: Record<string, unknown>, source?: unknown) {
      if (!deps.enabled || count >= MAX_REPORTS_PER_PAGE) return;
      // The same error object can surface twice (an API error that also goes unhandled): report it once.
      if (source && typeof source === 'object') {
        if (seen.has(source)) return;
        seen.add(source);
      }
      const errorMessage = serializeDetails(details);
      if (errorMessage === last) return; // an identical error in a row adds nothing
      last = errorMessage;
      count += 1;
      queue.push({ traceId: randomId(), acctId: deps.acctId(), pageUrl: deps.pageUrl(), errorType, errorMessage });
    },
    idle: () => queue.idle(),
  };
}

export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { message: typeof error === 'string' ? error : safeString(error) };
}

function safeString(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
