// Members (test mode only): /Membership lists the tiers and the members; /Membership?id= is one member.
import { defineResource } from '../defineResource';

export const members = defineResource({
  name: 'members',
  views: {
    list: () => import('./MemberList'),
  },
  recordRepresentation: (record) => String(record.customerName ?? record.id),
});
