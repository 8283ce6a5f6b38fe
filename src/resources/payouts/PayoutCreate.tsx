// /mjkNewPayout (and /newPayout): send money to an approved beneficiary in its currency, from the available balance:
// the shared "send to a beneficiary" form (src/components/payouts/SendToBeneficiaryForm.tsx) with what is available,
// and a warning when the amount is above the account's approval threshold (it will wait for another member).
import { Alert } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../domain/currency';
import { needsApproval } from '../../../domain/payouts/rules';
import { SendToBeneficiaryForm } from '../../components/payouts/SendToBeneficiaryForm';
import { useResourcePath } from '../../components/record/useResourcePath';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const TEXTS = { prefix: 'app.payouts.create.', held: 'available', heldAfter: 'availableAfter', over: 'overAvailable' };

export default function PayoutCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathOf = useResourcePath();
  const dataProvider = useAppDataProvider();
  const balances = useQuery({ queryKey: ['balanceSummary'], queryFn: () => dataProvider.balanceSummary() });
  const thresholds = useQuery({ queryKey: ['payoutApprovalThresholds'], queryFn: () => dataProvider.approvalThresholds() });
  const thresholdOf = (currency: string) => thresholds.data?.find((t) => t.currency === currency)?.threshold ?? null;
  return (
    <SendToBeneficiaryForm
      resource="payouts"
      title={translate('routes.mjkNewPayout')}
      texts={TEXTS}
      testId="payout"
      heldIn={(currency) => balances.data?.find((b) => b.currency === currency)?.available ?? 0}
      notice={(amount, currency) => {
        const threshold = thresholdOf(currency);
        if (threshold === null || !needsApproval(amount, threshold)) return null;
        return <Alert severity="warning" data-testid="payout-needs-approval">{translate('app.payouts.create.needsApproval', { amount: formatMoney(threshold, currency) })}</Alert>;
      }}
      onCreated={(payout) => navigate(pathOf('payouts', 'show', payout.id))}
    />
  );
}
