// Beneficiaries (issue 29): the list (/beneficiaries), adding one (/newBeneficiary), its page (/beneficiaryDetail?id=)
// and its change (/beneficiaryEdit?id=).
import { defineResource } from '../defineResource';

export const beneficiaries = defineResource({
  name: 'beneficiaries',
  views: {
    list: () => import('./BeneficiaryList'),
    show: () => import('./BeneficiaryShow'),
    create: () => import('./BeneficiaryCreate'),
    edit: () => import('./BeneficiaryEdit'),
  },
  recordRepresentation: (record) => String(record.name ?? record.id),
});
