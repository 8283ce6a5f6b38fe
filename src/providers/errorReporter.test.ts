// The error monitor client: host rules, the one-at-a-time queue, silence about its own failures, the report shape,
// and the global listeners' classification of script, load and promise errors.
import { describe, expect, it, vi } from 'vitest';
import { errorReportSchema, MAX_ERROR_MESSAGE_LENGTH, type ErrorReport } from '../../domain/error-report';
import { createErrorReporter, createSequentialQueue, MAX_REPORTS_PER_PAGE, serializeDetails, shouldReport } from './errorReporter';
import { handleErrorEvent, handleRejection, installErrorListeners } from './errorListeners';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('shouldReport (host rules)', () => {
  it('stays silent on local hosts', () => {
    for (const host of ['localhost', 'localhost:5173', '127.0.0.1:8080', 'app.localhost', '[::1]:8080', '']) {
      expect(shouldReport(host)).toBe(false);
    }
  });

  it('stays silent on the special brand hosts (Russian-market and settlement), live or test', () => {
    expect(shouldReport('dashboard.paydash.ru')).toBe(false);
    expect(shouldReport('test.dashboard.paydash.ru')).toBe(false);
    expect(shouldReport('settlement.paydash.com')).toBe(false);
    expect(shouldReport('settlement-test.paydash.com')).toBe(false);
  });

  it('reports from ordinary deployed hosts, including the test site', () => {
    expect(shouldReport('dashboard.paydash.com')).toBe(true);
    expect(shouldReport('test.dashboard.paydash.com')).toBe(true);
  });
});

describe('createSequentialQueue', () => {
  it('sends one item at a time, in order', async () => {
    const gates: Array<ReturnType<typeof deferred>> = [];
    const started: number[] = [];
    const queue = createSequentialQueue<number>((n) => {
      started.push(n);
      const gate = deferred();
      gates.push(gate);
      return gate.promise;
    });
    queue.push(1);
    queue.push(2);
    queue.push(3);
    await tick();
    expect(started).toEqual([1]);
    gates[0].resolve();
    await tick();
    expect(started).toEqual([1, 2]);
    gates[1].resolve();
    await tick();
    gates[2].resolve();
    await queue.idle();
    expect(started).toEqual([1, 2, 3]);
  });

  it('drops a failed send and carries on without retrying or throwing', async () => {
    const send = vi.fn(async (n: number) => {
      if (n === 1) throw new Error('monitor down');
    });
    const queue = createSequentialQueue(send);
    queue.push(1);
    queue.push(2);
    await queue.idle();
    expect(send.mock.calls.map((c) => c[0])).toEqual([1, 2]);
    expect(queue.pending).toBe(0);
  });
});

describe('createErrorReporter', () => {
  function reporter(enabled = true) {
    const sent: ErrorReport[] = [];
    const r = createErrorReporter({
      enabled,
      send: async (report) => {
        sent.push(report);
      },
      acctId: () => 'acct_1',
      pageUrl: () => 'https://dashboard.paydash.com/settings',
    });
    return { r, sent };
  }

  it('sends reports the server schema accepts, with a 16-character trace id and JSON details', async () => {
    const { r, sent } = reporter();
    r.report('apiError', { url: '/api/users/query', status: 500, message: 'boom' });
    await r.idle();
    expect(sent).toHaveLength(1);
    expect(errorReportSchema.parse(sent[0])).toEqual(sent[0]);
    expect(sent[0]).toMatchObject({ acctId: 'acct_1', pageUrl: 'https://dashboard.paydash.com/settings', errorType: 'apiError' });
    expect(sent[0].traceId).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(JSON.parse(sent[0].errorMessage)).toEqual({ url: '/api/users/query', status: 500, message: 'boom' });
  });

  it('sends nothing when disabled (local or special host)', async () => {
    const { r, sent } = reporter(false);
    r.report('jsError', { message: 'x' });
    await r.idle();
    expect(sent).toEqual([]);
  });

  it('reports one error object once, even when it surfaces twice', async () => {
    const { r, sent } = reporter();
    const error = new Error('once');
    r.report('apiError', { message: 'once', status: 500 }, error);
    r.report('jsError', { message: 'once', kind: 'unhandledrejection' }, error);
    await r.idle();
    expect(sent.map((s) => s.errorType)).toEqual(['apiError']);
  });

  it('caps the reports of one page so an error loop cannot flood the monitor', async () => {
    const { r, sent } = reporter();
    for (let i = 0; i < MAX_REPORTS_PER_PAGE + 20; i += 1) r.report('jsError', { message: `error ${i}` });
    await r.idle();
    expect(sent).toHaveLength(MAX_REPORTS_PER_PAGE);
  });

  it('keeps errorMessage valid JSON within the size limit', () => {
    const huge = serializeDetails({ message: 'm', stack: 'x'.repeat(50_000) });
    expect(huge.length).toBeLessThanOrEqual(MAX_ERROR_MESSAGE_LENGTH);
    expect(JSON.parse(huge).message).toBe('m');
    const many = serializeDetails(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, 'y'.repeat(3000)])));
    expect(many.length).toBeLessThanOrEqual(MAX_ERROR_MESSAGE_LENGTH);
    expect(() => JSON.parse(many)).not.toThrow();
  });
});

describe('global listeners', () => {
  const collect = () => {
    const reports: Array<{ type: string; details: Record<string, unknown> }> = [];
    return { reports, reporter: { report: (type: string, details: Record<string, unknown>) => reports.push({ type, details }) } };
  };

  it('classifies a failed image, script or style sheet load as loadError', () => {
    const { reports, reporter } = collect();
    for (const target of [{ tagName: 'IMG', src: '/a.png' }, { tagName: 'SCRIPT', src: '/b.js' }, { tagName: 'LINK', href: '/c.css' }]) {
      handleErrorEvent({ target } as unknown as Event, reporter);
    }
    expect(reports.map((r) => [r.type, r.details.url])).toEqual([
      ['loadError', '/a.png'],
      ['loadError', '/b.js'],
      ['loadError', '/c.css'],
    ]);
  });

  it('classifies an uncaught script error and an unhandled rejection as jsError', () => {
    const { reports, reporter } = collect();
    const error = new TypeError('x is undefined');
    handleErrorEvent({ target: null, message: 'Uncaught TypeError: x is undefined', error, filename: 'app.js', lineno: 3, colno: 9 } as unknown as Event, reporter);
    handleRejection({ reason: new Error('rejected') } as PromiseRejectionEvent, reporter);
    expect(reports.map((r) => r.type)).toEqual(['jsError', 'jsError']);
    expect(reports[0].details).toMatchObject({ name: 'TypeError', filename: 'app.js', lineno: 3 });
    expect(reports[1].details).toMatchObject({ kind: 'unhandledrejection', message: 'rejected' });
  });

  it('listens to errors in the capture phase (resource errors do not bubble) and can be removed', () => {
    const target = new EventTarget();
    const add = vi.spyOn(target, 'addEventListener');
    const { reports, reporter } = collect();
    const remove = installErrorListeners(target as unknown as Window, reporter);
    expect(add.mock.calls.find((c) => c[0] === 'error')?.[2]).toEqual({ capture: true });
    const scriptError = () => Object.assign(new Event('error'), { message: 'boom', error: new Error('boom') });
    target.dispatchEvent(scriptError());
    remove();
    target.dispatchEvent(scriptError());
    expect(reports.map((r) => r.type)).toEqual(['jsError']);
  });
});
