// The wizard's top bar: brand, the way back to the dashboard, the mode switch and settings where the route allows them, theme, language, sign out.
import { Box, Button, IconButton, Stack, Tooltip } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { LinkBase, useLogout, useTranslate } from 'react-admin';
import { BrandMark } from '../../components/BrandMark';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { ThemeToggle } from '../../components/ThemeToggle';
import { useCurrentRoute } from '../../hooks/useCurrentRoute';
import { ModeSwitch } from '../../layout/ModeSwitch';

export function WizardHeader() {
  const translate = useTranslate();
  const logout = useLogout();
  const route = useCurrentRoute();
  return (
    <Stack
      component="header"
      direction="row"
      sx={{ justifyContent: 'space-between', alignItems: 'center', px: { xs: 2, sm: 4 }, py: 2, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      {/* Named by what it shows, the brand, then where it leads (WCAG 2.5.3, label in name). */}
      <LinkBase to="/dashboard" style={{ color: 'inherit', textDecoration: 'none' }}>
        <BrandMark compact />
        <Box component="span" sx={visuallyHidden}>{translate('routes.onboard')}</Box>
      </LinkBase>
      <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'center' }}>
        <Button component={LinkBase} to="/" color="inherit" size="small" startIcon={<SpaceDashboardOutlined fontSize="small" />} sx={{ display: { xs: 'none', md: 'inline-flex' } }} data-testid="wizard-to-console">
          {translate('app.onboarding.backToConsole')}
        </Button>
        <Tooltip title={translate('app.onboarding.backToConsole')}>
          <IconButton component={LinkBase} to="/" aria-label={translate('app.onboarding.backToConsole')} sx={{ display: { xs: 'inline-flex', md: 'none' } }}>
            <SpaceDashboardOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <ModeSwitch />
        {route && !route.hideSettings && (
          <Tooltip title={translate('routes.settings')}>
            <IconButton component={LinkBase} to="/settings" aria-label={translate('routes.settings')}>
              <SettingsOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <ThemeToggle />
        <LanguageSwitch />
        <Button color="inherit" size="small" onClick={() => logout()} startIcon={<LogoutOutlined fontSize="small" />} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          {translate('app.onboarding.signOut')}
        </Button>
        <IconButton onClick={() => logout()} aria-label={translate('app.onboarding.signOut')} sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
          <LogoutOutlined fontSize="small" />
        </IconButton>
      </Stack>
    </Stack>
  );
}
