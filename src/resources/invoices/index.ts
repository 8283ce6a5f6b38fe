// Invoices: the list (/invoice), an invoice (/invoiceDetail?id=), a new one (/invoiceCreate) and a draft's editor
// (/invoiceEditor?id=).
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import { defineResource } from '../shared/defineResource';
import { RESOURCE_VIEWS } from '../views';

export const invoices = defineResource({
  name: 'invoices',
  views: RESOURCE_VIEWS.invoices,
  icon: ReceiptOutlined,
  recordRepresentation: (record) => String(record.number ?? record.id),
});
