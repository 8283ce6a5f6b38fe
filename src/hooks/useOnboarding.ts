// The application as one cached query shared by every wizard page; a write puts the server's answer in the cache.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { forgetUserInfo } from '../providers/accountApi';
import { sessionEpoch } from '../providers/authProvider';
import type { Application } from '../../domain/onboarding/application';
import { useAppDataProvider } from '../providers/useAppDataProvider';

export const onboardingKey = () => ['app', 'onboarding', sessionEpoch()] as const;

export const REVIEW_POLL_MS = 1500;

/** Waiting for the background review: submitted (needs_review) and no outcome yet. */
export const isReviewRunning = (app: Application | undefined) => app?.state === 'needs_review' && app.outcome === null;

/** `poll`: ask again every 1.5 s while the automatic review runs. */
export function useOnboarding(options: { poll?: boolean } = {}) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: onboardingKey(),
    queryFn: dataProvider.onboarding,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: options.poll ? (query) => (isReviewRunning(query.state.data) ? REVIEW_POLL_MS : false) : false,
  });
}

/** Keeps the cache in step with a write's answer (every write returns the whole application). */
export function useSetApplication() {
  const client = useQueryClient();
  return useCallback((app: Application) => client.setQueryData(onboardingKey(), app), [client]);
}

/** After approval the shell must see kycEnabled: users/query is asked again, and the menu unlocks. */
export function useRefreshUser() {
  const client = useQueryClient();
  return useCallback(() => {
    forgetUserInfo();
    return client.invalidateQueries({ queryKey: ['app', 'userInfo'] });
  }, [client]);
}
