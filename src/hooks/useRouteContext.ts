// The route table's context for this user, mode and host: what the menu, router and landing page derive from.
import { useMemo } from 'react';
import { memberRole } from '../../domain/action-permissions';
import type { RouteContext } from '../../domain/routes';
import { brand } from '../providers/runtime';
import { useIssuingEnabled, useUserInfo } from './useAccount';
import { useTestMode } from './useTestMode';

export function useRouteContext() {
  const testMode = useTestMode();
  const user = useUserInfo();
  const issuing = useIssuingEnabled();
  const info = user.data;
  const issuingEnabled = issuing.data;
  const ctx = useMemo<RouteContext | null>(
    () =>
      info && issuingEnabled !== undefined
        ? {
            permissions: info.permissions,
            role: memberRole(info.role),
            testMode,
            isProdHost: brand.isProdHost,
            regionVariant: brand.regionVariant,
            kycEnabled: info.kycEnabled,
            issuingEnabled,
          }
        : null,
    [info, issuingEnabled, testMode],
  );
  const retry = () => void user.refetch();
  return { ctx, user: info, error: user.error, isPending: !ctx && !user.error, retry };
}
