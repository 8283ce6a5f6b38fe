// Test mode only: the simulator's test cards (docs/test-cards.md) that matter on a checkout page; clicking one fills
// the form with it, a future expiry and a CVC.
import { Alert, AlertTitle, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TEST_CARDS, groupCardNumber } from '../../../domain/test-cards';
import type { CardFormState } from '../../components/checkout/cardForm';

const SHOWN = ['succeeds', 'declined', 'insufficientFunds', 'threeDs'];

export function TestCardsHint({ onPick }: { onPick: (card: Partial<CardFormState>) => void }) {
  const translate = useTranslate();
  const year = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  return (
    <Alert severity="warning" variant="outlined" icon={false} data-testid="checkout-test-cards">
      <AlertTitle sx={{ fontWeight: 700 }}>{translate('app.checkout.testCardsTitle')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.checkout.testCardsHint')}
      </Typography>
      <Stack spacing={0.5}>
        {TEST_CARDS.filter((c) => SHOWN.includes(c.outcome)).map((card) => (
          <Stack key={card.number} direction="row" spacing={1.5} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => onPick({ number: groupCardNumber(card.number), expiry: `12 / ${year}`, cvc: '123' })}
              sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', whiteSpace: 'nowrap' }}
              data-testid={`checkout-test-card-${card.number}`}
            >
              {groupCardNumber(card.number)}
            </Link>
            <Typography variant="caption" color="text.secondary">
              {translate(`app.payments.testCards.${card.outcome}`)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
}
