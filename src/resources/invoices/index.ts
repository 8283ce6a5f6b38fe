// Invoices: the list (/invoice), an invoice (/invoiceDetail?id=), a new one (/invoiceCreate) and a draft's editor
// (/invoiceEditor?id=).
import { defineResource } from '../defineResource';

export const invoices = defineResource({
  name: 'invoices',
  // Loaders only (no component): the start-up preload reads them before react-admin and MUI are loaded.
  views: {
    list: () => import('./InvoiceList'),
    show: () => import('./InvoiceShow'),
    create: () => import('./InvoiceCreate'),
    edit: () => import('./InvoiceEdit'),
  },
  recordRepresentation: (record) => String(record.number ?? record.id),
});
