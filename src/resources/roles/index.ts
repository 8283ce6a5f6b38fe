// Roles (/teams/roles, one at /teams/role-detail?id=): the built-in roles and the account's custom roles, each a set
// of permission codes; create, edit and delete custom roles from the codes the member holds.
import { defineResource } from '../defineResource';

export const roles = defineResource({
  name: 'roles',
  views: { list: () => import('./RoleList'), show: () => import('./RoleShow') },
  recordRepresentation: (record) => String(record.name ?? record.id),
});
