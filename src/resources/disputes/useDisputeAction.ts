// Submit and accept on the shared action pattern (confirm -> busy -> notify -> refresh).
import type { Dispute } from '../../../domain/wire';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { useRecordAction } from '../../components/record/useRecordAction';

export type DisputeAction = 'accept' | 'submit';

export function useDisputeAction(id: string, opts: { beforeSubmit?: () => Promise<void>; onSuccess?: (d: Dispute, action: DisputeAction) => void } = {}) {
  const dataProvider = useAppDataProvider();
  return useRecordAction<DisputeAction, Dispute>({
    run: async ({ action }) => {
      if (action === 'accept') return dataProvider.acceptDispute(id);
      await opts.beforeSubmit?.();
      return dataProvider.submitDispute(id);
    },
    done: (action) => `app.disputes.done.${action}`,
    onSuccess: opts.onSuccess,
    refreshAfter: () => true,
  });
}
