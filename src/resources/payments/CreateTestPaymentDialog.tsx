// The "Create test payment" dialog: amount, currency, a documented test card, customer, capture or authorise only;
// it opens the new payment (declined ones too: their detail shows why).
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { PAYMENT_CURRENCIES, type PaymentCurrency } from '../../../domain/payments';
import { withModePrefix } from '../../../domain/routes';
import { paymentDetailPath } from './paymentListConfig';
import { groupCardNumber, TEST_CARDS } from './testCards';
import { useCreateTestPayment } from './useCreateTestPayment';

export function CreateTestPaymentDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { form, setForm, errors, failure, busy, submit } = useCreateTestPayment((payment) => {
    onClose();
    navigate(withModePrefix(paymentDetailPath(payment.id), true));
  });
  const fieldError = (key: string) => (errors[key] ? translate(errors[key], { _: errors[key] }) : undefined);
  const cardError = fieldError('card.number') ?? fieldError('card');

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{translate('app.payments.create.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.25} sx={{ pt: 1 }} component="form" id="create-test-payment" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.payments.create.intro')}
          </Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Stack direction="row" spacing={1.5}>
            <TextField
              label={translate('resources.payments.fields.amount')}
              value={form.amount}
              onChange={(e) => setForm({ ...form, amount: e.target.value })}
              error={Boolean(fieldError('amount'))}
              helperText={fieldError('amount')}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'test-payment-amount' } }}
              sx={{ flex: 1 }}
            />
            <TextField
              select
              label={translate('resources.payments.fields.currency')}
              value={form.currency}
              onChange={(e) => setForm({ ...form, currency: e.target.value as PaymentCurrency })}
              error={Boolean(fieldError('currency'))}
              helperText={fieldError('currency')}
              sx={{ width: 140 }}
            >
              {PAYMENT_CURRENCIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TextField
            select
            label={translate('app.payments.create.card')}
            value={form.card}
            onChange={(e) => setForm({ ...form, card: e.target.value })}
            error={Boolean(cardError)}
            helperText={cardError}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'test-payment-card' } as object } }}
          >
            {TEST_CARDS.map((card) => (
              <MenuItem key={card.number} value={card.number} data-testid={`card-${card.number}`}>
                <Stack direction="row" spacing={1.5} sx={{ width: '100%' }}>
                  <Typography variant="body2" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', whiteSpace: 'nowrap' }}>
                    {groupCardNumber(card.number)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {translate(`app.payments.testCards.${card.outcome}`)}
                  </Typography>
                </Stack>
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              label={translate('app.payments.create.customerName')}
              value={form.customerName}
              onChange={(e) => setForm({ ...form, customerName: e.target.value })}
              error={Boolean(fieldError('customer.name'))}
              helperText={fieldError('customer.name')}
              slotProps={{ htmlInput: { 'data-testid': 'test-payment-customer' } }}
              sx={{ flex: 1 }}
            />
            <TextField
              label={translate('app.payments.create.customerEmail')}
              type="email"
              value={form.customerEmail}
              onChange={(e) => setForm({ ...form, customerEmail: e.target.value })}
              error={Boolean(fieldError('customer.email'))}
              helperText={fieldError('customer.email')}
              sx={{ flex: 1 }}
            />
          </Stack>
          <FormControlLabel
            control={<Switch checked={form.capture} onChange={(e) => setForm({ ...form, capture: e.target.checked })} />}
            label={translate(form.capture ? 'app.payments.create.captureNow' : 'app.payments.create.authorizeOnly')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" form="create-test-payment" variant="contained" disabled={busy} data-testid="test-payment-submit">
          {translate('app.payments.create.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
