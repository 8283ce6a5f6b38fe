// A card's or a cardholder's spending controls as read on their page: each limit with its interval, the blocked
// merchant categories and the blocked countries (shared by the cards and cardholders resources).
import { Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/currency';
import type { SpendingControls } from '../../../domain/issuing/controls';
import { DetailRows } from '../DetailRows';

export function SpendingControlsView({ controls }: { controls: SpendingControls }) {
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
              {controls.spendingLimits.map((l) => (
                <span key={`${l.interval}:${l.currency}`}>{translate(`app.issuing.interval.${l.interval}`)}: {formatMoney(l.amount, l.currency)}</span>
              ))}
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
