// Keeps the address and the mode in step. An address that is opened (typed, pasted, a link opened in a new tab, a
// reload, back or forward) decides the mode: a live page's address opens live, a /test address opens test mode.
// Within the tab, the links the app follows carry the mode it is in: one built without the /test prefix is moved
// under it (the mode wins), so a page of the app never leaves test mode by a link that forgot the prefix.
import { stripModePrefix, withModePrefix, type ExpandedRoute } from '../../domain/routes';

export type ModeStep = { kind: 'fits' } | { kind: 'switch'; test: boolean } | { kind: 'redirect'; to: string };

/**
 * What to do at `pathname` in this mode. `opened`: the address came from outside the app's own navigation
 * (react-router's POP: the first load, back and forward).
 */
export function modeStep(route: ExpandedRoute, pathname: string, testMode: boolean, opened: boolean): ModeStep {
  if (!route.hasTestVariant || route.isTestPath === testMode) return { kind: 'fits' };
  if (opened) return { kind: 'switch', test: route.isTestPath };
  return { kind: 'redirect', to: route.isTestPath ? stripModePrefix(pathname).path : withModePrefix(pathname, true) };
}
