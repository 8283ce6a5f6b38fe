// The line items of a new payment link: name, quantity and unit price per row, add and remove rows.
import { Button, IconButton, InputAdornment, Stack, TextField, Tooltip } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import { useTranslate } from 'react-admin';
import { MAX_LINE_ITEMS } from '../../../domain/payment-links/schema';
import { EMPTY_ITEM, type ItemDraft } from './linkForm';

interface ItemsEditorProps {
  items: ItemDraft[];
  currency: string;
  onChange: (items: ItemDraft[]) => void;
  errorOf: (path: string) => string | undefined;
}

export function ItemsEditor({ items, currency, onChange, errorOf }: ItemsEditorProps) {
  const translate = useTranslate();
  const f = (name: string) => translate(`app.paymentLinks.items.${name}`);
  const set = (i: number, patch: Partial<ItemDraft>) => onChange(items.map((item, j) => (j === i ? { ...item, ...patch } : item)));
  return (
    <Stack spacing={2.25} data-testid="link-items-editor">
      {items.map((item, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            size="small"
            label={f('name')}
            value={item.name}
            onChange={(e) => set(i, { name: e.target.value })}
            error={Boolean(errorOf(`items.${i}.name`))}
            helperText={errorOf(`items.${i}.name`)}
            sx={{ flex: 2 }}
            slotProps={{ htmlInput: { 'data-testid': `item-${i}-name`, maxLength: 200 } }}
          />
          <TextField
            size="small"
            label={f('quantity')}
            value={item.quantity}
            onChange={(e) => set(i, { quantity: e.target.value.replace(/\D/g, '') })}
            error={Boolean(errorOf(`items.${i}.quantity`))}
            helperText={errorOf(`items.${i}.quantity`)}
            sx={{ width: { sm: 84 }, flexShrink: 0 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `item-${i}-quantity` } }}
          />
          <TextField
            size="small"
            label={f('unitAmount')}
            value={item.unitAmount}
            onChange={(e) => set(i, { unitAmount: e.target.value })}
            error={Boolean(errorOf(`items.${i}.unitAmount`))}
            helperText={errorOf(`items.${i}.unitAmount`)}
            sx={{ flex: 1.4, minWidth: 130 }}
            slotProps={{
              htmlInput: { inputMode: 'decimal', 'data-testid': `item-${i}-unitAmount` },
              input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> },
            }}
          />
          <Tooltip title={f('remove')}>
            <span>
              <IconButton aria-label={f('remove')} disabled={items.length === 1} onClick={() => onChange(items.filter((_, j) => j !== i))} sx={{ mt: { sm: 0.5 } }}>
                <DeleteOutlineOutlined fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      ))}
      <Button size="small" startIcon={<AddOutlined />} disabled={items.length >= MAX_LINE_ITEMS} onClick={() => onChange([...items, EMPTY_ITEM])} sx={{ alignSelf: 'flex-start' }} data-testid="item-add">
        {f('add')}
      </Button>
    </Stack>
  );
}
