// The left side of the checkout: who is paid, for what (invoice number and items, or the link's description and
// items), the total, and a test-mode badge when no real money moves.
import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/currency';
import type { CheckoutView } from '../../../domain/checkout';
import { textColorOn } from '../../../domain/business/profile';
import { API_BASES } from '../../providers/runtime';

/** The logo's address on this SPA's API base (the server answers it under /api). */
const logoSrc = (url: string) => (url.startsWith('/api/') ? `${API_BASES.live}${url.slice(4)}` : url);

/** The merchant's colour (/settings-business) and the text colour that reads on it (black or white, domain rule). */
export function brandColors(view: Pick<CheckoutView, 'branding'>): { color: string; text: string } | null {
  const color = view.branding.color;
  return color ? { color, text: view.branding.colorText ?? textColorOn(color) } : null;
}

/** The discount of a promotion code applied on a plan's checkout. */
export interface AppliedPromotion {
  promotionCode: string;
  discount: number;
}

export function OrderSummary({ view, promotion = null, dueToday }: { view: CheckoutView; promotion?: AppliedPromotion | null; dueToday?: number }) {
  const translate = useTranslate();
  const money = (minor: number) => formatMoney(minor, view.currency);
  const brand = brandColors(view);
  return (
    <Stack spacing={2.5} data-testid="checkout-summary">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {/* The merchant's branding: the name on a band of its colour (text black or white by the colour's luminance), and its logo. */}
        <Stack
          direction="row"
          spacing={1.5}
          data-testid="checkout-brand"
          sx={{ alignItems: 'center', minWidth: 0, ...(brand && { bgcolor: brand.color, color: brand.text, px: 1.5, py: 1, borderRadius: 1.5 }) }}
        >
          {view.branding.logoUrl && (
            <Box
              component="img"
              src={logoSrc(view.branding.logoUrl)}
              alt={translate('app.checkout.logoAlt', { merchant: view.merchantName })}
              data-testid="checkout-logo"
              sx={{ height: 40, maxWidth: 120, objectFit: 'contain', borderRadius: 1, bgcolor: '#ffffff', flexShrink: 0 }}
            />
          )}
          <Typography variant="h3" component="p" data-testid="checkout-merchant" sx={{ color: 'inherit', wordBreak: 'break-word' }}>
            {view.merchantName}
          </Typography>
        </Stack>
        {!view.livemode && <Chip size="small" color="warning" label={translate('app.checkout.testBadge')} data-testid="checkout-test-badge" sx={{ fontWeight: 700 }} />}
      </Stack>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {view.invoice ? translate('app.checkout.invoiceNumber', { number: view.invoice.number }) : translate('app.checkout.payTo', { merchant: view.merchantName })}
        </Typography>
        <Typography variant="h1" component="p" sx={{ mt: 0.5, fontVariantNumeric: 'tabular-nums', wordBreak: 'break-word' }} data-testid="checkout-amount">
          {money(view.amount)}
        </Typography>
        {view.description && (
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line', wordBreak: 'break-word' }} data-testid="checkout-description">
            {view.description}
          </Typography>
        )}
        {view.invoice && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.checkout.billedTo', { name: view.invoice.name, date: view.invoice.dueDate })}
          </Typography>
        )}
      </Box>
      {view.items.length > 0 && (
        <Stack spacing={1.25} divider={<Divider flexItem />} data-testid="checkout-items">
          {view.items.map((item, i) => (
            <Stack key={`${item.name}-${i}`} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                  {item.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {translate('app.checkout.quantityTimes', { quantity: item.quantity, amount: money(item.unitAmount) })}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {money(item.amount)}
              </Typography>
            </Stack>
          ))}
          {promotion && promotion.discount > 0 && (
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }} data-testid="checkout-discount">
              <Typography variant="body2">{translate('app.subscriptions.checkout.discount', { code: promotion.promotionCode })}</Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                −{money(promotion.discount)}
              </Typography>
            </Stack>
          )}
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {translate(view.plan ? 'app.subscriptions.checkout.dueToday' : 'app.checkout.total')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="checkout-due-today">
              {money(view.plan && dueToday !== undefined ? dueToday : view.amount)}
            </Typography>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
