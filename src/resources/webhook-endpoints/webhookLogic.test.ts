import { describe, expect, it } from 'vitest';
import { EVENT_CATALOGUE } from '../../../domain/webhooks/event-types';
import { allTypes, groupCatalogue, groupState, subscriptionSize, toggleAll, toggleGroup, toggleType } from './eventSelection';
import { endpointResolver } from './endpointResolver';
import { readable } from './readable';
import { replayWindow, wallValue } from './replayWindow';

const catalogue = { payment: ['payment.updated', 'payment.created'], refund: ['refund.created', 'refund.failed'], empty: [] };
const groups = groupCatalogue(catalogue);

describe('event selection', () => {
  it('groups the catalogue by object in its order, types sorted, empty groups left out', () => {
    expect(groups).toEqual([
      { object: 'payment', types: ['payment.created', 'payment.updated'] },
      { object: 'refund', types: ['refund.created', 'refund.failed'] },
    ]);
    expect(allTypes(groupCatalogue(EVENT_CATALOGUE as unknown as Record<string, string[]>))).toContain('dispute.created');
  });

  it('tells whether all, some or none of a group is chosen, "*" choosing all', () => {
    expect(groupState([], groups[0]!.types)).toBe('none');
    expect(groupState(['payment.created'], groups[0]!.types)).toBe('some');
    expect(groupState(['payment.updated', 'payment.created'], groups[0]!.types)).toBe('all');
    expect(groupState(['*'], groups[1]!.types)).toBe('all');
  });

  it('selects and clears a whole object, keeping the others, in catalogue order', () => {
    const some = toggleGroup(['refund.failed'], groups[0]!, true, groups);
    expect(some).toEqual(['payment.created', 'payment.updated', 'refund.failed']);
    expect(toggleGroup(some, groups[0]!, false, groups)).toEqual(['refund.failed']);
  });

  it('turns "*" into every other type when one type is unchecked, and "all events" on and off', () => {
    expect(toggleType(['*'], 'refund.failed', false, groups)).toEqual(['payment.created', 'payment.updated', 'refund.created']);
    expect(toggleType(['payment.created'], 'refund.created', true, groups)).toEqual(['payment.created', 'refund.created']);
    expect(toggleType(['payment.created', 'payment.created'], 'payment.created', false, groups)).toEqual([]);
    expect(toggleAll(true)).toEqual(['*']);
    expect(toggleAll(false)).toEqual([]);
  });

  it('keeps a subscribed type the catalogue does not list', () => {
    expect(toggleType(['legacy.thing'], 'payment.created', true, groups)).toEqual(['payment.created', 'legacy.thing']);
  });

  it('names a subscription by its size', () => {
    expect(subscriptionSize(['*'])).toEqual({ all: true });
    expect(subscriptionSize(['a', 'b'])).toEqual({ all: false, count: 2 });
  });
});

describe('replay window', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('turns wall-clock times of the zone into instants', () => {
    expect(replayWindow('2026-11-24T08:00', '2026-11-25T08:00', 'Asia/Shanghai', now)).toEqual({ ok: true, from: '2026-11-24T00:00:00.000Z', to: '2026-11-25T00:00:00.000Z' });
    expect(replayWindow('2026-11-24T08:00', '2026-11-24T09:30', 'UTC', now)).toEqual({ ok: true, from: '2026-11-24T08:00:00.000Z', to: '2026-11-24T09:30:00.000Z' });
  });

  it('requires both ends, a start in the past and an end after the start', () => {
    expect(replayWindow('', '', 'UTC', now)).toEqual({ ok: false, errors: { from: 'validation.please_input', to: 'validation.please_input' } });
    expect(replayWindow('2026-11-26T00:00', '2026-11-27T00:00', 'UTC', now)).toEqual({ ok: false, errors: { from: 'app.webhooks.replay.fromFuture' } });
    expect(replayWindow('2026-11-24T10:00', '2026-11-24T10:00', 'UTC', now)).toEqual({ ok: false, errors: { to: 'app.webhooks.replay.toBeforeFrom' } });
    expect(replayWindow('yesterday', '2026-11-24T10:00', 'UTC', now)).toEqual({ ok: false, errors: { from: 'app.webhooks.replay.invalidTime' } });
  });

  it('writes an instant as the datetime-local value of the zone', () => {
    expect(wallValue(new Date('2026-11-24T16:30:00Z'), 'Asia/Shanghai')).toBe('2026-11-25T00:30');
    expect(wallValue(new Date('2026-11-24T16:30:00Z'), 'UTC')).toBe('2026-11-24T16:30');
  });
});

describe('bodies in the delivery log', () => {
  it('indents JSON and leaves anything else as it was sent', () => {
    expect(readable('{"a":1,"b":[2]}')).toBe('{\n  "a": 1,\n  "b": [\n    2\n  ]\n}');
    expect(readable('Internal Server Error')).toBe('Internal Server Error');
    expect(readable('{not json')).toBe('{not json');
    expect(readable('42')).toBe('42');
  });
});

describe('the endpoint form resolver', () => {
  const resolve = (livemode: boolean, values: Record<string, unknown>) =>
    endpointResolver(livemode)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('passes a valid endpoint through the domain schema (trimmed)', async () => {
    const result = await resolve(false, { url: ' http://127.0.0.1:4242/hook ', description: 'Dev', enabledEvents: ['*'] });
    expect(result).toEqual({ values: { url: 'http://127.0.0.1:4242/hook', description: 'Dev', enabledEvents: ['*'] }, errors: {} });
  });

  it('asks for a URL and event types', async () => {
    const { errors } = await resolve(false, { url: '', description: '', enabledEvents: [] });
    expect(errors).toMatchObject({ url: { message: 'validation.please_input' }, enabledEvents: { message: 'validation.webhook_events_required' } });
  });

  it('refuses this machine in live mode only', async () => {
    const body = { url: 'https://127.0.0.1/hook', description: '', enabledEvents: ['payment.created'] };
    expect((await resolve(true, body)).errors).toMatchObject({ url: { message: 'validation.webhook_url_not_public' } });
    expect((await resolve(false, body)).errors).toEqual({});
    expect((await resolve(true, { ...body, url: 'http://hooks.example.com/x' })).errors).toMatchObject({ url: { message: 'validation.webhook_url_https_required' } });
  });
});
