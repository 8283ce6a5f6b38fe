// What a payer needs to send money to the smart account: holder, bank and its address, account number, routing
// number, SWIFT and the reference to quote, each copyable.
import { Box, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { groupAccountNumber } from '../../../domain/balance/rules';
import type { SmartAccount } from '../../../domain/wire';
import { CopyButton } from '../CopyButton';
import { DetailRows } from '../DetailRows';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } as const;

function Copyable({ value, shown = value, strong = false }: { value: string; shown?: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Box sx={{ ...mono, fontWeight: strong ? 700 : 400, overflowWrap: 'anywhere' }}>{shown}</Box>
      <CopyButton value={value} />
    </Stack>
  );
}

export function PayerDetails({ account }: { account: SmartAccount }) {
  const translate = useTranslate();
  const f = (field: string) => translate(`app.smartAccount.payer.${field}`);
  return (
    <DetailRows
      rows={[
        { label: f('holderName'), value: <Copyable value={account.holderName} /> },
        { label: f('accountNumber'), value: <Copyable value={account.accountNumber} shown={groupAccountNumber(account.accountNumber)} strong />, testId: 'smart-account-number' },
        { label: f('bankName'), value: account.bankName },
        { label: f('bankAddress'), value: account.bankAddress },
        { label: f('routingNumber'), value: <Copyable value={account.routingNumber} /> },
        { label: f('swift'), value: <Copyable value={account.swift} /> },
        { label: f('reference'), value: <Copyable value={account.reference} strong />, testId: 'smart-account-reference' },
      ]}
    />
  );
}
