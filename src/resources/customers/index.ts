// Customers: the list (/Customers), which also shows one customer at /Customers?id= (the spec has no detail route).
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { defineResource } from '../shared/defineResource';

export const customers = defineResource({
  name: 'customers',
  views: { list: () => import('./CustomerList') },
  icon: PeopleOutlined,
  recordRepresentation: (record) => String(record.name ?? record.id),
});
