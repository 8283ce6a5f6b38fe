// Switching live/test: persist, move the URL to the other mode's variant, and drop data of the old mode.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-admin';
import { stripModePrefix, withModePrefix } from '../../domain/routes';
import { mode } from '../providers/runtime';

export function useSwitchMode() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (test: boolean) => {
      if (!mode.canSwitch || test === mode.isTest()) return;
      mode.setTest(test);
      const target = withModePrefix(stripModePrefix(location.pathname).path, test) + location.search + location.hash;
      if (target !== location.pathname + location.search + location.hash) navigate(target);
      // Lists and details of the other mode must not flash: reset refetches whatever is on screen.
      void queryClient.resetQueries();
    },
    [location, navigate, queryClient],
  );
}
