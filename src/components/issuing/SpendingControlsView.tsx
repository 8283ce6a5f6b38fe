// A card's or a cardholder's spending controls as read on their page: each limit with its interval and, when the
// page asked for it (`spending`, GET /{cards|cardholders}/:id/spending), what its current window used and has left;
// the blocked merchant categories and the blocked countries (shared by the cards and cardholders resources).
import { useQuery } from '@tanstack/react-query';
import { Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/currency';
import type { SpendingControls } from '../../../domain/issuing/controls';
import type { IssuingSpending } from '../../../domain/wire';
import { sessionEpoch } from '../../providers/authProvider';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { DetailRows } from '../DetailRows';

/** The spending of a card's or cardholder's limits; refetched with the page (react-admin's refresh invalidates every query). */
export function useIssuingSpending(resource: 'cards' | 'cardholders', id: string | undefined) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['issuing', 'spending', resource, id, sessionEpoch()],
    queryFn: () => dataProvider.issuingSpending(resource, id!),
    enabled: Boolean(id),
    retry: false,
  }).data;
}

export function SpendingControlsView({ controls, spending }: { controls: SpendingControls; spending?: IssuingSpending }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const region = new Intl.DisplayNames([locale === 'zh_CN' ? 'zh-CN' : 'en'], { type: 'region', fallback: 'code' });
  const none = <Typography variant="body2" color="text.secondary">{translate('app.issuing.controls.none')}</Typography>;
  return (
    <DetailRows
      rows={[
        {
          label: translate('app.issuing.controls.limits'),
          testId: 'controls-limits',
          value: controls.spendingLimits.length ? (
            <Stack spacing={0.5}>
              {controls.spendingLimits.map((l) => {
                const s = spending?.limits.find((x) => x.interval === l.interval && x.currency === l.currency && x.amount === l.amount);
                return (
                  <Stack key={`${l.interval}:${l.currency}`} data-testid={`limit-${l.interval}-${l.currency}`}>
                    <span>{translate(`app.issuing.interval.${l.interval}`)}: {formatMoney(l.amount, l.currency)}</span>
                    {s && s.used !== null && (
                      <Typography variant="body2" color="text.secondary" data-testid="limit-usage">
                        {translate('app.issuing.controls.usedLeft', { used: formatMoney(s.used, s.currency), left: formatMoney(s.remaining, s.currency) })}
                      </Typography>
                    )}
                  </Stack>
                );
              })}
            </Stack>
          ) : none,
        },
        {
          label: translate('app.issuing.controls.blockedCategories'),
          value: controls.blockedCategories.length ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {controls.blockedCategories.map((c) => <Chip key={c} size="small" variant="outlined" label={translate(`app.issuing.category.${c}`)} />)}
            </Stack>
          ) : none,
        },
        {
          label: translate('app.issuing.controls.blockedCountries'),
          value: controls.blockedCountries.length ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {controls.blockedCountries.map((c) => <Chip key={c} size="small" variant="outlined" label={region.of(c) ?? c} />)}
            </Stack>
          ) : none,
        },
      ]}
    />
  );
}
