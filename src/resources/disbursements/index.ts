// Disbursements: the list of payouts of settled funds to the merchant's bank (/disbursements).
import { defineResource } from '../defineResource';

export const disbursements = defineResource({
  name: 'disbursements',
  // Loaders only (no component): the start-up preload reads them before react-admin and MUI are loaded.
  views: { list: () => import('./DisbursementList') },
  recordRepresentation: (record) => String(record.id),
});
