// The inputs of /newPaymentLink: a fixed amount or line items (toggle), currency, description, optional expiry and
// maximum number of payments.
import { MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAYMENT_CURRENCIES } from '../../../domain/payments';
import { ItemsEditor } from './ItemsEditor';
import type { LinkFormState } from './linkForm';

interface LinkFormFieldsProps {
  form: LinkFormState;
  onChange: (patch: Partial<LinkFormState>) => void;
  errorOf: (path: string) => string | undefined;
}

export function LinkFormFields({ form, onChange, errorOf }: LinkFormFieldsProps) {
  const translate = useTranslate();
  const f = (name: string) => translate(`app.paymentLinks.form.${name}`);
  return (
    <Stack spacing={2.5}>
      <Stack spacing={1}>
        <Typography variant="subtitle2">{f('price')}</Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={form.priceMode}
          onChange={(_e, value: LinkFormState['priceMode'] | null) => value && onChange({ priceMode: value })}
          aria-label={f('price')}
        >
          <ToggleButton value="amount" data-testid="price-amount" sx={{ textTransform: 'none', px: 2 }}>
            {f('fixedAmount')}
          </ToggleButton>
          <ToggleButton value="items" data-testid="price-items" sx={{ textTransform: 'none', px: 2 }}>
            {f('lineItems')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextField
          select
          label={f('currency')}
          value={form.currency}
          onChange={(e) => onChange({ currency: e.target.value })}
          error={Boolean(errorOf('currency'))}
          helperText={errorOf('currency')}
          sx={{ width: 140, flexShrink: 0 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'link-currency' } as object } }}
        >
          {PAYMENT_CURRENCIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        {form.priceMode === 'amount' && (
          <TextField
            label={f('amount')}
            value={form.amount}
            onChange={(e) => onChange({ amount: e.target.value })}
            error={Boolean(errorOf('amount'))}
            helperText={errorOf('amount')}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'link-amount' } }}
          />
        )}
      </Stack>
      {form.priceMode === 'items' && (
        <Stack spacing={1}>
          <ItemsEditor items={form.items} currency={form.currency} onChange={(items) => onChange({ items })} errorOf={errorOf} />
          {errorOf('items') && (
            <Typography variant="caption" color="error" role="alert">
              {errorOf('items')}
            </Typography>
          )}
        </Stack>
      )}
      <TextField
        label={f('description')}
        value={form.description}
        onChange={(e) => onChange({ description: e.target.value })}
        error={Boolean(errorOf('description'))}
        helperText={errorOf('description') ?? f('descriptionHint')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'link-description' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          type="datetime-local"
          label={f('expiresAt')}
          value={form.expiresAt}
          onChange={(e) => onChange({ expiresAt: e.target.value })}
          error={Boolean(errorOf('expiresAt'))}
          helperText={errorOf('expiresAt') ?? f('optionalNever')}
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'link-expires' } }}
        />
        <TextField
          label={f('maxPayments')}
          value={form.maxPayments}
          onChange={(e) => onChange({ maxPayments: e.target.value.replace(/\D/g, '') })}
          error={Boolean(errorOf('maxPayments'))}
          helperText={errorOf('maxPayments') ?? f('optionalUnlimited')}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'link-max-payments' } }}
        />
      </Stack>
    </Stack>
  );
}
