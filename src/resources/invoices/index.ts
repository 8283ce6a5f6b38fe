// Invoices: the list (/invoice), an invoice (/invoiceDetail?id=), a new one (/invoiceCreate) and a draft's editor
// (/invoiceEditor?id=).
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import { defineResource } from '../shared/defineResource';

export const invoices = defineResource({
  name: 'invoices',
  views: {
    list: () => import('./InvoiceList'),
    show: () => import('./InvoiceShow'),
    create: () => import('./InvoiceCreate'),
    edit: () => import('./InvoiceEdit'),
  },
  icon: ReceiptOutlined,
  recordRepresentation: (record) => String(record.number ?? record.id),
});
