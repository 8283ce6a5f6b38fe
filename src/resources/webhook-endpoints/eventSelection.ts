// The event types an endpoint subscribes to, as the form picks them: the catalogue grouped by object, a group's
// checkbox (all, some or none of its types), and "all events" ('*', which also covers types added later). DOM-free.
import { ALL_EVENTS } from '../../../domain/webhooks/event-types';
import type { EventCatalogue } from '../../providers/calls/webhooks';

export interface EventGroup {
  object: string;
  types: string[];
}

/** The catalogue's groups in its own order, each group's types sorted; empty groups left out. */
export function groupCatalogue(catalogue: EventCatalogue): EventGroup[] {
  return Object.entries(catalogue)
    .filter(([, types]) => types.length > 0)
    .map(([object, types]) => ({ object, types: [...new Set(types)].sort() }));
}

export const allTypes = (groups: readonly EventGroup[]) => groups.flatMap((g) => g.types);

/** Whether every, some or none of a group's types are chosen ('*' chooses every one). */
export function groupState(selected: readonly string[], types: readonly string[]): 'all' | 'some' | 'none' {
  if (selected.includes(ALL_EVENTS)) return 'all';
  const chosen = types.filter((t) => selected.includes(t)).length;
  return chosen === 0 ? 'none' : chosen === types.length ? 'all' : 'some';
}

/** The selection in catalogue order, without duplicates; '*' alone when it is chosen. */
function normalise(selected: readonly string[], groups: readonly EventGroup[]): string[] {
  if (selected.includes(ALL_EVENTS)) return [ALL_EVENTS];
  const known = allTypes(groups);
  const set = new Set(selected);
  // Types the catalogue does not list (yet) stay as they were, after the known ones.
  return [...known.filter((t) => set.has(t)), ...[...set].filter((t) => !known.includes(t))];
}

/** Unchecking one type under '*' means every other type of today's catalogue. */
const expanded = (selected: readonly string[], groups: readonly EventGroup[]) => (selected.includes(ALL_EVENTS) ? allTypes(groups) : selected);

export function toggleType(selected: readonly string[], type: string, on: boolean, groups: readonly EventGroup[]): string[] {
  const current = expanded(selected, groups);
  return normalise(on ? [...current, type] : current.filter((t) => t !== type), groups);
}

export function toggleGroup(selected: readonly string[], group: EventGroup, on: boolean, groups: readonly EventGroup[]): string[] {
  const current = expanded(selected, groups);
  return normalise(on ? [...current, ...group.types] : current.filter((t) => !group.types.includes(t)), groups);
}

export const toggleAll = (on: boolean): string[] => (on ? [ALL_EVENTS] : []);

/** How the list and the detail name a subscription: every event, or how many types. */
export function subscriptionSize(enabled: readonly string[]): { all: true } | { all: false; count: number } {
  return enabled.includes(ALL_EVENTS) ? { all: true } : { all: false, count: enabled.length };
}
