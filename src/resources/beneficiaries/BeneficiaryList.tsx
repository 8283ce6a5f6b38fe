// /beneficiaries: who the merchant can pay, with review-state tabs and counts, search by id or name, country,
// currency and method, created range, Export; "New beneficiary" opens /newBeneficiary.
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatListTime } from '../../../domain/dates';
import { BENEFICIARY_STATES, PAYOUT_CURRENCIES, TRANSFER_METHODS } from '../../../domain/payouts/rules';
import type { Beneficiary } from '../../../domain/wire';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import type { ResourceListConfig } from '../../components/list/types';
import { IdText } from '../../components/money/IdText';
import { StatusChip } from '../../components/money/StatusChip';
import { CreateButton } from '../../components/record/CreateButton';
import { beneficiaryDetailPath } from '../../components/record/paths';

const time = (value: string) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(value)}</Typography>;

const config: ResourceListConfig<Beneficiary> = {
  resource: 'beneficiaries',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    text: [{ source: 'q', label: 'app.beneficiaries.search' }],
    statuses: BENEFICIARY_STATES,
    statusLabel: (s) => `app.beneficiaries.status.${s}`,
    selects: [
      { source: 'currency', label: 'resources.beneficiaries.fields.currency', anyLabel: 'app.payouts.anyCurrency', options: PAYOUT_CURRENCIES },
      { source: 'methodType', label: 'resources.beneficiaries.fields.methodType', anyLabel: 'app.beneficiaries.anyMethod', options: TRANSFER_METHODS, optionLabel: (m) => `app.beneficiaries.methods.${m}` },
    ],
    dateRange: { offset: 'Z' },
  },
  counts: true,
  tabs: [
    { label: 'app.beneficiaries.tabs.all' },
    ...BENEFICIARY_STATES.map((s) => ({ label: `app.beneficiaries.tabs.${s}`, status: s })),
  ],
  exportTimeZone: 'UTC',
  rowLink: (b) => beneficiaryDetailPath(b.id),
  columns: [
    { source: 'name', sortable: true, render: (b) => <Typography variant="body2" sx={{ fontWeight: 600 }}>{b.name}</Typography> },
    { source: 'status', render: (b) => <StatusChip status={b.status} labelOf={(s) => `app.beneficiaries.status.${s}`} /> },
    { source: 'country', render: (b) => <Typography variant="body2">{`${b.country} · ${b.currency}`}</Typography> },
    { source: 'last4', render: (b) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>{`•••• ${b.last4}`}</Typography> },
    { source: 'id', render: (b) => <IdText value={b.id} compact copy={false} /> },
    { source: 'createdAt', label: 'app.beneficiaries.createdTime', sortable: true, render: (b) => time(b.createdAt) },
  ],
};

export default function BeneficiaryList() {
  const translate = useTranslate();
  return (
    <>
      <PageHeader title={translate('routes.beneficiaries')} subtitle={translate('app.beneficiaries.listSubtitle')} actions={<CreateButton resource="beneficiaries" label="app.beneficiaries.add" />} />
      <ResourceListPage config={config} />
    </>
  );
}
