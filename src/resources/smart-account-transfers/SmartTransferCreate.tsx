// /account/transferOut: send money from the smart account to an approved beneficiary in its currency: the shared
// "send to a beneficiary" form (src/components/payouts/SendToBeneficiaryForm.tsx) with what the smart account holds.
import { useNavigate, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { SendToBeneficiaryForm } from '../../components/payouts/SendToBeneficiaryForm';
import { useResourcePath } from '../../components/record/useResourcePath';
import { SMART_ACCOUNT_QUERY, useSmartAccount } from '../../components/smartAccount/useSmartAccount';

const TEXTS = { prefix: 'app.smartAccount.create.', held: 'held', heldAfter: 'heldAfter', over: 'overBalance' };

export default function SmartTransferCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathOf = useResourcePath();
  const queryClient = useQueryClient();
  const account = useSmartAccount();
  return (
    <SendToBeneficiaryForm
      resource="smart-account-transfers"
      title={translate('routes.accountTransferOut')}
      texts={TEXTS}
      testId="smart-transfer"
      heldIn={(currency) => account.data?.balances.find((b) => b.currency === currency)?.balance ?? 0}
      onCreated={(transfer) => {
        void queryClient.invalidateQueries({ queryKey: SMART_ACCOUNT_QUERY });
        navigate(pathOf('smart-account-transfers', 'show', transfer.id));
      }}
    />
  );
}
