// The limit simulator of the card and cardholder edit forms (issue 31, item 6): while the controls are edited, a
// pause in typing replays the last 90 days' approved authorizations against them on the server (the authorization
// rule, POST …/limits/simulate) and shows how many the new controls would have declined, and which, before saving.
import { useEffect, useState } from 'react';
import { Alert, Box, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '../../../domain/currency';
import { formatListTime } from '../../../domain/dates';
import { spendingControlsSchema } from '../../../domain/issuing/controls';
import type { DeclineReason } from '../../../domain/issuing/limits';
import { useTestMode } from '../../hooks/useTestMode';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { useDeclineText } from './authorizationText';
import { controlsBody, type ControlsFormValues } from './spendingControlsForm';

const PAUSE_MS = 500;

/** `value`, once it has not changed for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export function LimitSimulator({ resource, id, currency }: { resource: 'cards' | 'cardholders'; id: string; currency?: string }) {
  const translate = useTranslate();
  const test = useTestMode();
  const dataProvider = useAppDataProvider();
  const declineText = useDeclineText();
  const [limits, blockedCategories, blockedCountries] = useWatch({ name: ['limits', 'blockedCategories', 'blockedCountries'] }) as [ControlsFormValues['limits'], string[], string[]];
  // Only controls that saving would take are replayed; while a limit is half typed the last answer stays.
  const parsed = spendingControlsSchema.safeParse(controlsBody({ limits: limits ?? [], blockedCategories: blockedCategories ?? [], blockedCountries: blockedCountries ?? [] }, currency));
  const body = useSettled(parsed.success ? JSON.stringify(parsed.data) : null, PAUSE_MS);
  const query = useQuery({
    queryKey: ['issuing', 'limit-simulation', test, resource, id, body],
    queryFn: () => dataProvider.simulateLimits(resource, id, JSON.parse(body ?? '{}') as object),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
  const sim = query.data;

  return (
    <Box data-testid="limit-simulator" aria-live="polite" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography variant="h4" component="h2">{translate('app.issuing.simulator.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('app.issuing.simulator.hint')}</Typography>
      {query.isFetching ? <LinearProgress aria-label={translate('app.issuing.simulator.loading')} sx={{ my: 1 }} /> : <Box sx={{ height: 4, my: 1 }} />}
      {query.isError ? (
        <Alert severity="error">{translate('app.errors.requestFailed')}</Alert>
      ) : !sim ? (
        <Typography variant="body2" color="text.secondary">{translate('app.issuing.simulator.loading')}</Typography>
      ) : sim.considered === 0 ? (
        <Typography variant="body2" data-testid="limit-simulator-summary">{translate('app.issuing.simulator.noHistory')}</Typography>
      ) : sim.declined === 0 ? (
        <Typography variant="body2" color="success.main" data-testid="limit-simulator-summary">{translate('app.issuing.simulator.noneDeclined', { smart_count: sim.considered })}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="error" data-testid="limit-simulator-summary">
            {translate('app.issuing.simulator.declined', { declined: sim.declined, smart_count: sim.considered })}
          </Typography>
          <List dense disablePadding>
            {sim.declines.map((d) => (
              <ListItem key={d.id} disableGutters divider>
                <ListItemText
                  primary={`${formatMoney(d.amount, d.currency)} · ${d.merchantName}`}
                  secondary={`${formatListTime(d.createdAt)} · ${declineText(d.reason as DeclineReason)}`}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
          {sim.declined > sim.declines.length && (
            <Typography variant="caption" color="text.secondary">{translate('app.issuing.simulator.more', { smart_count: sim.declined - sim.declines.length })}</Typography>
          )}
        </>
      )}
    </Box>
  );
}
