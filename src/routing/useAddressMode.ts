// The mode step of the page at the current address (modeRedirect.ts), carried out: an opened address switches the
// tab's mode (and drops the other mode's data), an address the app navigated to is moved to the mode's variant.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { ExpandedRoute } from '../../domain/routes';
import { useTestMode } from '../hooks/useTestMode';
import { mode } from '../providers/runtime';
import { modeStep, type ModeStep } from './modeRedirect';

/**
 * The history entry whose mode was settled last. An address is opened once: after that, a switch made on its page
 * (the app bar's, the not-found notice's) moves the address instead of being undone by it. Kept for the tab (one
 * router), not per page: the page is mounted again while the user's codes of the new mode load, before the address
 * has moved.
 */
let settledKey: string | null = null;

/** The step for `route` (null: no route yet, nothing to do); the page renders only once it is 'fits'. */
export function useAddressMode(route: ExpandedRoute | null): ModeStep {
  const location = useLocation();
  const navigation = useNavigationType();
  const testMode = useTestMode();
  const queryClient = useQueryClient();
  const opened = navigation === 'POP' && settledKey !== location.key && mode.canSwitch;
  const step: ModeStep = route ? modeStep(route, location.pathname, testMode, opened) : { kind: 'fits' };
  const switchTo = step.kind === 'switch' ? step.test : null;
  const ready = route !== null;
  useEffect(() => {
    if (!ready) return;
    settledKey = location.key;
    if (switchTo === null || switchTo === mode.isTest()) return;
    mode.setTest(switchTo);
    // Lists and details of the other mode must not flash: reset refetches whatever is on screen.
    void queryClient.resetQueries();
  }, [ready, location.key, switchTo, queryClient]);
  return step;
}
