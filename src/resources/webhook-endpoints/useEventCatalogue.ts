// The event types an endpoint can subscribe to, grouped by object (one query, shared by the form and "Send test event").
import { useQuery } from '@tanstack/react-query';
import { useTestMode } from '../../hooks/useTestMode';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { groupCatalogue } from './eventSelection';

export function useEventCatalogue() {
  const dataProvider = useAppDataProvider();
  const test = useTestMode();
  return useQuery({
    queryKey: ['webhook-event-types', test],
    queryFn: async () => groupCatalogue(await dataProvider.webhookEventTypes()),
    staleTime: 10 * 60_000,
  });
}
