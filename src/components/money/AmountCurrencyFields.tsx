// An amount and its currency side by side, bound to react-admin's form with useInput (the amount typed in major
// units as the form's rule reads it; errors are i18n keys or the server's translated messages, shown under each
// input). The test payment and the balance top-up share it.
import type { ReactNode } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

export interface AmountCurrencyFieldsProps {
  /** The currencies offered, in order. */
  currencies: readonly string[];
  /** Message keys of the two labels. */
  amountLabel: string;
  currencyLabel: string;
  /** Shown under the amount while it has no error (the limits of a top-up). */
  amountHelp?: ReactNode;
  amountTestId?: string;
  amountSource?: string;
  currencySource?: string;
}

export function AmountCurrencyFields({
  currencies, amountLabel, currencyLabel, amountHelp, amountTestId, amountSource = 'amount', currencySource = 'currency',
}: AmountCurrencyFieldsProps) {
  const translate = useTranslate();
  const amount = useInput({ source: amountSource });
  const currency = useInput({ source: currencySource });
  const error = (input: ReturnType<typeof useInput>) => {
    const message = input.fieldState.error?.message;
    return message ? translate(message, { _: message }) : undefined;
  };
  return (
    <Stack direction="row" spacing={1.5}>
      <TextField
        {...amount.field}
        error={Boolean(error(amount))}
        helperText={error(amount) ?? amountHelp}
        label={translate(amountLabel)}
        slotProps={{ htmlInput: { inputMode: 'decimal', ...(amountTestId && { 'data-testid': amountTestId }) } }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <TextField
        select
        {...currency.field}
        error={Boolean(error(currency))}
        helperText={error(currency)}
        label={translate(currencyLabel)}
        sx={{ width: 140, flexShrink: 0 }}
      >
        {currencies.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
