// The live preview of /newPaymentLink: the checkout page as the customer will see it, drawn by the checkout's own
// summary and (inactive) card form from what is typed so far.
import { Box, Card, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CheckoutView } from '../../../domain/checkout';
import { useUserInfo } from '../../hooks/useAccount';
import { CardForm } from '../../components/checkout/CardForm';
import { OrderSummary } from '../../components/checkout/OrderSummary';
import { amountToMinor, previewTotal, type LinkFormState } from './linkForm';

function previewItems(form: LinkFormState): CheckoutView['items'] {
  if (form.priceMode !== 'items') return [];
  return form.items.flatMap((item) => {
    const unit = amountToMinor(item.unitAmount, form.currency);
    const quantity = Number(item.quantity);
    if (!item.name.trim() || !unit.ok || !Number.isInteger(quantity) || quantity < 1) return [];
    return [{ name: item.name.trim(), quantity, unitAmount: unit.value, amount: unit.value * quantity }];
  });
}

export function LinkPreview({ form, livemode }: { form: LinkFormState; livemode: boolean }) {
  const translate = useTranslate();
  const account = useUserInfo();
  const merchantName = account.data?.accountName || translate('app.paymentLinks.preview.merchant');
  const view: CheckoutView = {
    kind: 'paymentLink',
    livemode,
    merchantName,
    branding: { name: merchantName, supportEmail: null, supportPhone: null, website: null, color: null, colorText: null, logoUrl: null },
    currency: form.currency,
    amount: previewTotal(form) ?? 0,
    items: previewItems(form),
    description: form.description.trim() || null,
    payable: true,
    reason: null,
    acceptedBrands: [],
  };
  return (
    <Stack spacing={1.5} data-testid="link-preview">
      <Typography variant="overline" color="text.secondary">
        {translate('app.paymentLinks.preview.title')}
      </Typography>
      <Card variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }} aria-label={translate('app.paymentLinks.preview.title')}>
        <Box sx={{ p: 3, bgcolor: 'action.hover', borderBottom: 1, borderColor: 'divider' }}>
          <OrderSummary view={view} />
        </Box>
        {/* inert: the preview shows the form without letting anyone type a card into it. */}
        <Box sx={{ p: 3 }} inert>
          <CardForm due={view} disabled />
        </Box>
      </Card>
    </Stack>
  );
}
