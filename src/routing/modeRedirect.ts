// Keeps the URL and the mode in step once the page has loaded: the mode wins. (At page load the URL wins:
// main.tsx turns test mode on for a /test/... address, so shared test links open in test mode.)
import { stripModePrefix, withModePrefix, type ExpandedRoute } from '../../domain/routes';

/** Where to go instead of `pathname` in this mode, or null when the address already fits. */
export function modeRedirect(route: ExpandedRoute, pathname: string, testMode: boolean): string | null {
  if (testMode && route.hasTestVariant && !route.isTestPath) return withModePrefix(pathname, true);
  if (!testMode && route.isTestPath) return stripModePrefix(pathname).path;
  return null;
}
