// The invoice's line items (name, quantity, unit amount, amount) and its total, all formatted from minor units.
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../components/SectionCard';
import { Money } from '../../components/money/Money';
import type { Invoice } from '../../../domain/wire';

export function InvoiceItemsCard({ invoice }: { invoice: Invoice }) {
  const translate = useTranslate();
  const f = (field: string) => translate(`resources.invoices.fields.${field}`);
  const head = { fontWeight: 600, color: 'text.secondary', fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.3, whiteSpace: 'nowrap' } as const;
  return (
    <SectionCard title={translate('app.invoices.form.items')} testId="invoice-items">
      <Table size="small" sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={head}>{f('itemName')}</TableCell>
            <TableCell sx={head} align="right">{f('quantity')}</TableCell>
            <TableCell sx={head} align="right">{f('unitAmount')}</TableCell>
            <TableCell sx={head} align="right">{f('amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.items.map((item, i) => (
            <TableRow key={i}>
              <TableCell sx={{ wordBreak: 'break-word' }}>{item.name}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{item.quantity.toLocaleString()}</TableCell>
              <TableCell align="right"><Money amount={item.unitAmount} currency={invoice.currency} /></TableCell>
              <TableCell align="right"><Money amount={item.amount} currency={invoice.currency} /></TableCell>
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { borderBottom: 0, pt: 1.5 } }}>
            <TableCell colSpan={3} align="right">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>{f('totalAmount')}</Typography>
            </TableCell>
            <TableCell align="right" data-testid="invoice-items-total">
              <Money amount={invoice.totalAmount} currency={invoice.currency} strong />
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </SectionCard>
  );
}
