// The event types of an endpoint, bound to the form's `enabledEvents`: "All events" ('*', also future types), then
// the catalogue by object, each object with a checkbox that selects or clears all of its types.
import { Alert, Box, Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel, Skeleton, Stack, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { ALL_EVENTS } from '../../../domain/webhooks/event-types';
import { groupState, toggleAll, toggleGroup, toggleType, type EventGroup } from './eventSelection';
import { MONO } from './endpointListConfig';
import { useEventCatalogue } from './useEventCatalogue';

function GroupChoices({ group, groups, selected, onChange }: { group: EventGroup; groups: EventGroup[]; selected: string[]; onChange: (next: string[]) => void }) {
  const translate = useTranslate();
  const state = groupState(selected, group.types);
  const all = selected.includes(ALL_EVENTS);
  const objectName = translate(`app.webhooks.objects.${group.object}`, { _: group.object });
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, pt: 0.5, pb: 1, m: 0, minWidth: 0 }} data-testid={`events-${group.object}`}>
      <Box component="legend" sx={{ px: 0.5 }}>
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={state === 'all'}
              indeterminate={state === 'some'}
              onChange={(e) => onChange(toggleGroup(selected, group, e.target.checked, groups))}
              slotProps={{ input: { 'aria-label': translate('app.webhooks.form.selectObject', { object: objectName }) } }}
            />
          }
          label={<Typography sx={{ fontWeight: 600 }}>{objectName}</Typography>}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, columnGap: 2 }}>
        {group.types.map((type) => (
          <FormControlLabel
            key={type}
            sx={{ minWidth: 0, mr: 0 }}
            control={<Checkbox size="small" checked={all || selected.includes(type)} onChange={(e) => onChange(toggleType(selected, type, e.target.checked, groups))} />}
            label={<Typography sx={{ fontFamily: MONO, fontSize: '0.8rem', overflowWrap: 'anywhere' }}>{type}</Typography>}
          />
        ))}
      </Box>
    </Box>
  );
}

export function EventTypesInput() {
  const translate = useTranslate();
  const catalogue = useEventCatalogue();
  const { field, fieldState } = useInput<string[]>({ source: 'enabledEvents' });
  const selected: string[] = Array.isArray(field.value) ? field.value : [];
  const onChange = (next: string[]) => field.onChange(next);
  const error = fieldState.error?.message;
  const all = selected.includes(ALL_EVENTS);
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ minWidth: 0 }} data-testid="webhook-events">
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {translate('app.webhooks.fields.events')}
      </FormLabel>
      <FormHelperText sx={{ mx: 0, mt: 0, mb: 1 }}>{translate('app.webhooks.form.eventsHelp')}</FormHelperText>
      {catalogue.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : catalogue.isError ? (
        <Alert severity="error">{catalogue.error.message || translate('app.errors.requestFailed')}</Alert>
      ) : (
        <Stack spacing={1.5}>
          <FormControlLabel
            control={<Checkbox checked={all} onChange={(e) => onChange(toggleAll(e.target.checked))} data-testid="webhook-events-all" />}
            label={
              <span>
                <Typography component="span" sx={{ fontWeight: 600 }}>{translate('app.webhooks.allEvents')}</Typography>{' '}
                <Typography component="span" variant="body2" color="text.secondary">{translate('app.webhooks.form.allEventsHelp')}</Typography>
              </span>
            }
          />
          {catalogue.data.map((group) => (
            <GroupChoices key={group.object} group={group} groups={catalogue.data} selected={selected} onChange={onChange} />
          ))}
        </Stack>
      )}
      {error && <FormHelperText role="alert">{translate(error, { _: error })}</FormHelperText>}
    </FormControl>
  );
}
