// Customers: the list (/Customers), which also shows one customer at /Customers?id= (the spec has no detail route).
import { defineResource } from '../defineResource';

export const customers = defineResource({
  name: 'customers',
  // Loaders only (no component): the start-up preload reads them before react-admin and MUI are loaded.
  views: { list: () => import('./CustomerList') },
  recordRepresentation: (record) => String(record.name ?? record.id),
});
