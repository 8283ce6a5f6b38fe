// Customers: the list (/Customers), which also shows one customer at /Customers?id= (the spec has no detail route).
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { defineResource } from '../shared/defineResource';
import { RESOURCE_VIEWS } from '../views';

export const customers = defineResource({
  name: 'customers',
  views: RESOURCE_VIEWS.customers,
  icon: PeopleOutlined,
  recordRepresentation: (record) => String(record.name ?? record.id),
});
