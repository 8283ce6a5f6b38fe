// The card form of the checkout: number, expiry, CVC, name and email, checked by the domain's card schema before
// the call; the Pay button shows the amount being paid. `disabled` renders it as the creation page's preview.
import { useState } from 'react';
import { Button, CircularProgress, Stack, TextField } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/currency';
import { EMPTY_CARD_FORM, cardPayload, maskCardNumber, maskExpiry, type CardField, type CardFormState, type CardPayload } from './cardForm';

interface CardFormProps {
  /** The amount and currency the page shows (the API refuses the payment if they are no longer what is due). */
  due: { amount: number; currency: string };
  busy?: boolean;
  disabled?: boolean;
  onPay?: (payload: CardPayload) => void;
  /** A test card chosen from the hint fills the number (and a valid expiry and CVC). */
  prefill?: Partial<CardFormState>;
  /** The button's words when it charges nothing today (a plan's free trial); otherwise "Pay <amount>". */
  payLabel?: string;
  /** The merchant's colour for the Pay button and the text colour that reads on it; absent: the theme's. */
  brand?: { color: string; text: string } | null;
}

export function CardForm({ due, busy = false, disabled = false, onPay, prefill, payLabel, brand = null }: CardFormProps) {
  const translate = useTranslate();
  const [form, setForm] = useState<CardFormState>(EMPTY_CARD_FORM);
  const [seenPrefill, setSeenPrefill] = useState(prefill);
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  if (prefill !== seenPrefill) {
    setSeenPrefill(prefill);
    setForm((f) => ({ ...f, ...prefill }));
    setErrors({});
  }

  const set = (field: CardField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = () => {
    const result = cardPayload(form, new Date(), due);
    if (result.ok) onPay?.(result.value);
    else setErrors(result.errors);
  };
  const field = (name: CardField, extra: { autoComplete: string; inputMode?: 'numeric' | 'email' | 'text'; placeholder?: string; mask?: (v: string) => string }) => (
    <TextField
      label={translate(`app.checkout.fields.${name}`)}
      value={form[name]}
      onChange={(e) => set(name, extra.mask ? extra.mask(e.target.value) : e.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ? translate(errors[name]) : undefined}
      disabled={disabled || busy}
      fullWidth
      slotProps={{
        // Labels stay above the box so the format hints (1234 1234 …, MM / YY) show before typing.
        inputLabel: { shrink: true },
        htmlInput: { autoComplete: extra.autoComplete, inputMode: extra.inputMode, placeholder: extra.placeholder, 'data-testid': `checkout-${name}` },
      }}
    />
  );

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!disabled) submit();
      }}
      data-testid="checkout-form"
    >
      {field('number', { autoComplete: 'cc-number', inputMode: 'numeric', placeholder: '1234 1234 1234 1234', mask: maskCardNumber })}
      <Stack direction="row" spacing={2}>
        {field('expiry', { autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: translate('app.checkout.expiryPlaceholder'), mask: maskExpiry })}
        {field('cvc', { autoComplete: 'cc-csc', inputMode: 'numeric', placeholder: '123', mask: (v) => v.replace(/\D/g, '').slice(0, 4) })}
      </Stack>
      {field('name', { autoComplete: 'cc-name' })}
      {field('email', { autoComplete: 'email', inputMode: 'email' })}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={disabled || busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <LockOutlined fontSize="small" />}
        data-testid="checkout-pay"
        sx={brand ? { bgcolor: brand.color, color: brand.text, '&:hover': { bgcolor: brand.color, filter: 'brightness(0.92)' }, '&.Mui-disabled': { bgcolor: brand.color, color: brand.text, opacity: 0.6 } } : undefined}
      >
        {payLabel ?? translate('app.checkout.pay', { amount: formatMoney(due.amount, due.currency) })}
      </Button>
    </Stack>
  );
}
