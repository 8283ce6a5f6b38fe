// Where an entry's source opens: the record that caused it, at its spec address (a disbursement's is its transfer's
// page, the list of disbursements having no detail of its own, and so is a move to or from the smart account's); an
// adjustment has none.
import type { EntrySource } from '../../../domain/balance/rules';
import { disputeDetailPath, paymentDetailPath, payoutDetailPath, refundDetailPath, topupDetailPath, transferDetailPath } from '../record/paths';

export function entrySourcePath(source: EntrySource, id: string): string | undefined {
  switch (source) {
    case 'payment':
      return paymentDetailPath(id);
    case 'refund':
      return refundDetailPath(id);
    case 'dispute':
      return disputeDetailPath(id);
    case 'topup':
      return topupDetailPath(id);
    case 'disbursement':
    case 'smart_account':
      return transferDetailPath(id);
    case 'payout':
      return payoutDetailPath(id);
    case 'issuing':
      return '/issuing/overview';
    default:
      return undefined;
  }
}
