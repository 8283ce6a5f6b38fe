// The checkout funnel of a link: how many opened its page, started paying (submitted card details) and paid, as
// bars with the conversion from the opens and from the step before.
import { Suspense, lazy } from 'react';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../components/SectionCard';
import { formatPercent, funnelRows } from './funnel';
import type { PaymentLink } from './types';

const FunnelChart = lazy(() => import('./FunnelChart'));

export function FunnelCard({ link }: { link: PaymentLink }) {
  const translate = useTranslate();
  const rows = funnelRows(link).map((r) => ({ ...r, label: translate(`app.paymentLinks.funnel.${r.step}`) }));
  return (
    <SectionCard title={translate('app.paymentLinks.funnel.title')} subtitle={translate('app.paymentLinks.funnel.hint')} testId="link-funnel">
      {/* The figures below say what the bars show; the chart itself is out of the tab order and the reading order. */}
      <Box sx={{ height: 150 }} aria-hidden inert>
        <Suspense fallback={<Skeleton variant="rounded" height={150} />}>
          <FunnelChart rows={rows} />
        </Suspense>
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} data-testid="link-funnel-steps">
        {rows.map((r) => (
          <Box key={r.step} sx={{ flex: 1, minWidth: 0, p: 1.25, borderRadius: 1.5, bgcolor: 'action.hover' }} data-testid={`funnel-${r.step}`}>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {r.label}
            </Typography>
            <Typography variant="h4" component="div" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {r.count.toLocaleString()}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {r.ofPrevious === null ? translate('app.paymentLinks.funnel.start') : translate('app.paymentLinks.funnel.conversion', { percent: formatPercent(r.ofPrevious) })}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="funnel-overall">
        {translate('app.paymentLinks.funnel.overall', { percent: formatPercent(rows[2].ofOpened) })}
      </Typography>
    </SectionCard>
  );
}
