// The line items of the invoice form: name, quantity, unit amount (in the currency's decimals), the line's amount,
// and the live total in minor units shown formatted. Up to 50 lines; at least one.
import { Alert, Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { TextInput, useTranslate } from 'react-admin';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { formatMoney } from '../../../domain/currency';
import { MAX_PAYMENT_AMOUNT } from '../../../domain/pricing';
import { EMPTY_ITEM, formTotal, lineAmount, type ItemValues } from './invoiceForm';

export const MAX_ITEMS = 50;
const money = (amount: bigint, currency: string) => formatMoney(amount, currency || 'USD');
/**
 * One line: the name takes what the numbers leave; on a phone the quantity and the unit amount go under the name
 * (the unit amount as wide as the rest allows, its label whole) and the line's amount under them.
 */
const ROW = {
  display: 'grid',
  columnGap: 1.5,
  alignItems: 'start',
  gridTemplateColumns: { xs: '76px minmax(0, 1fr) 40px', md: 'minmax(0, 1fr) 96px 180px 150px 40px' },
  gridTemplateAreas: { xs: '"name name name" "qty unit remove" "amount amount amount"', md: '"name qty unit amount remove"' },
} as const;

export function LineItemsInput() {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name: 'items' });
  const [items, currency] = useWatch({ name: ['items', 'currency'] }) as [ItemValues[] | undefined, string | undefined];
  const { errors } = useFormState({ name: 'items' });
  const listError = (errors.items as { message?: string; root?: { message?: string } } | undefined);
  const listMessage = listError?.message ?? listError?.root?.message;
  const { total, complete } = formTotal(items ?? [], currency ?? '');
  const tooLarge = total > BigInt(MAX_PAYMENT_AMOUNT);
  const f = (field: string) => `resources.invoices.fields.${field}`;

  return (
    <Stack spacing={0.5}>
      {fields.map((field, index) => {
        const amount = items?.[index] ? lineAmount(items[index], currency ?? '') : null;
        return (
          <Box key={field.id} sx={ROW} data-testid="invoice-item">
            <Box sx={{ gridArea: 'name', minWidth: 0 }}>
              <TextInput source={`items.${index}.name`} label={f('itemName')} fullWidth />
            </Box>
            <Box sx={{ gridArea: 'qty', minWidth: 0 }}>
              <TextInput source={`items.${index}.quantity`} label={f('quantity')} fullWidth slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            </Box>
            <Box sx={{ gridArea: 'unit', minWidth: 0 }}>
              <TextInput source={`items.${index}.unitAmount`} label={translate('app.invoices.form.unitAmount', { currency: currency || '--' })} fullWidth slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
            </Box>
            <Typography variant="body2" sx={{ gridArea: 'amount', textAlign: 'right', pt: { xs: 0, md: 2.25 }, pb: { xs: 1, md: 0 }, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="invoice-item-amount">
              {amount === null ? '--' : money(amount, currency ?? '')}
            </Typography>
            <Tooltip title={translate('app.invoices.form.removeItem')}>
              <span style={{ gridArea: 'remove' }}>
                <IconButton onClick={() => remove(index)} disabled={fields.length <= 1} aria-label={translate('app.invoices.form.removeItem')} sx={{ mt: 1 }}>
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        );
      })}
      {listMessage && <Alert severity="error">{translate(listMessage, { _: listMessage })}</Alert>}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', pt: 1, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap', rowGap: 1 }}>
        <Button startIcon={<AddOutlined />} onClick={() => append({ ...EMPTY_ITEM })} disabled={fields.length >= MAX_ITEMS} data-testid="invoice-add-item">
          {translate('app.invoices.form.addItem')}
        </Button>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline' }}>
          <Typography variant="body2" color="text.secondary">
            {translate(complete ? 'app.invoices.form.total' : 'app.invoices.form.totalSoFar')}
          </Typography>
          <Typography variant="h3" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="invoice-total" color={tooLarge ? 'error' : undefined}>
            {money(total, currency ?? '')}
          </Typography>
        </Stack>
      </Stack>
      {tooLarge && <Alert severity="error">{translate('validation.payment_amount_too_large')}</Alert>}
    </Stack>
  );
}
