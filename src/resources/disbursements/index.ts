// Disbursements: the list of payouts of settled funds to the merchant's bank (/disbursements).
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import { defineResource } from '../shared/defineResource';

export const disbursements = defineResource({
  name: 'disbursements',
  views: { list: () => import('./DisbursementList') },
  icon: AccountBalanceOutlined,
  recordRepresentation: (record) => String(record.id),
});
