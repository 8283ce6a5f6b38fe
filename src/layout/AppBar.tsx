// The top bar: menu toggle, brand, page title, mode switch, language, theme, loading indicator, account menu.
import { memo } from 'react';
import { Box, Divider, Stack } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { BrandMark } from '../components/BrandMark';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { ThemeToggle } from '../components/ThemeToggle';
import { useTestMode } from '../hooks/useTestMode';
import { AccountMenu } from './AccountMenu';
import { ModeSwitch } from './ModeSwitch';
import { TEST_MODE_COLOR } from './theme';

function Tools() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <ModeSwitch />
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <LanguageSwitch />
      </Box>
      <ThemeToggle />
      {/* Its spinner is a progressbar: named, or axe's aria-progressbar-name (serious) finds it while a page loads. */}
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
    </Stack>
  );
}

// react-admin's root re-renders the layout whenever its route table or resource definitions settle (three times on a
// page opened from scratch); the bar and the menu depend only on their own contexts, so they skip those renders.
export const AppBar = memo(function AppBar() {
  const testMode = useTestMode();
  return (
    <RaAppBar
      alwaysOn
      color="inherit"
      toolbar={<Tools />}
      userMenu={<AccountMenu />}
      sx={{ borderBottomColor: testMode ? TEST_MODE_COLOR : undefined, '& .RaAppBar-toolbar': { px: { xs: 1, sm: 2 }, gap: 1 } }}
    >
      {/* On a phone the bar keeps its room for the controls (the mode toggle with its label): the mark only. */}
      <BrandMark compact />
      <Divider orientation="vertical" flexItem sx={{ mx: 1.5, my: 1.5, display: { xs: 'none', md: 'block' } }} />
      <Box sx={{ flex: 1, minWidth: 0, display: { xs: 'none', md: 'block' }, color: 'text.secondary', '& *': { fontSize: '0.9375rem !important' } }}>
        <TitlePortal variant="body1" />
      </Box>
      <Box sx={{ flex: 1, display: { xs: 'block', md: 'none' } }} />
    </RaAppBar>
  );
});
