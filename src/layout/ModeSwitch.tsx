// Live/test switch in the app bar. The test host is always in test mode, so there it is a fixed badge.
import { Chip, FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCurrentRoute } from '../hooks/useCurrentRoute';
import { useSwitchMode } from '../hooks/useSwitchMode';
import { useTestMode } from '../hooks/useTestMode';
import { mode } from '../providers/runtime';

export function ModeSwitch() {
  const translate = useTranslate();
  const testMode = useTestMode();
  const switchMode = useSwitchMode();
  const route = useCurrentRoute();
  if (route?.hideEnvSwitch) return null;
  if (!mode.canSwitch) return <Chip size="small" color="warning" label={translate('app.mode.test')} title={translate('app.mode.testHost')} />;
  return (
    <FormControlLabel
      sx={{
        mr: { xs: 0, sm: 1 },
        ml: 0,
        '& .MuiFormControlLabel-label': {
          fontWeight: 600,
          whiteSpace: 'nowrap',
          // The amber of test mode is too light for text on white (3.2:1): its dark shade there, 4.5:1 or more.
          color: testMode ? (t) => (t.palette.mode === 'dark' ? t.palette.warning.main : t.palette.warning.dark) : 'text.secondary',
          fontSize: { xs: '0.75rem', sm: '0.8125rem' },
        },
      }}
      control={
        <Switch
          size="small"
          color="warning"
          checked={testMode}
          onChange={(e) => switchMode(e.target.checked)}
          slotProps={{ input: { 'aria-label': translate('app.mode.toggle') } }}
          data-testid="mode-switch"
        />
      }
      label={translate('app.mode.toggle')}
    />
  );
}
