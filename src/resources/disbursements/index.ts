// Disbursements: the list of payouts of settled funds to the merchant's bank (/disbursements).
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import { defineResource } from '../shared/defineResource';
import { RESOURCE_VIEWS } from '../views';

export const disbursements = defineResource({
  name: 'disbursements',
  views: RESOURCE_VIEWS.disbursements,
  icon: AccountBalanceOutlined,
  recordRepresentation: (record) => String(record.id),
});
