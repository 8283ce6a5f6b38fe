// Light/dark theme toggle; the choice is persisted (local storage `theme`).
import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { usePublicHost } from '../host/host';
import { HintTooltip } from './HintTooltip';

export function ThemeToggle() {
  const { theme, setTheme, translate } = usePublicHost();
  const dark = theme === 'dark';
  const label = translate(dark ? 'app.theme.toLight' : 'app.theme.toDark');
  return (
    <HintTooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={() => setTheme(dark ? 'light' : 'dark')} data-testid="theme-toggle">
        {dark ? <LightModeOutlined fontSize="small" /> : <DarkModeOutlined fontSize="small" />}
      </IconButton>
    </HintTooltip>
  );
}
