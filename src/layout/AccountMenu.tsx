// The app bar's account menu: who is signed in, settings, change password, privacy policy, sign out; on a phone, whose
// app bar has no room for the language switch, the languages too.
import { useState } from 'react';
import { Avatar, Box, Divider, IconButton, ListItemIcon, ListSubheader, Menu, MenuItem, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { LinkBase, useLogout, useTranslate } from 'react-admin';
import { useUserInfo } from '../hooks/useAccount';
import { useCurrentRoute } from '../hooks/useCurrentRoute';
import { privacyPolicyUrl } from '../providers/hosts';
import { brand, session } from '../providers/runtime';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { usePublicHost } from '../host/host';
import { LOCALES } from '../i18n/messages';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

export function AccountMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const { data: user } = useUserInfo();
  const route = useCurrentRoute();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changing, setChanging] = useState(false);
  const nickname = user?.nickname ?? session.nickname() ?? '';
  const close = () => setAnchor(null);
  // Where the app bar hides its language switch (AppBar.tsx, below sm), the menu offers the languages.
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const { locale, setLocale } = usePublicHost();

  return (
    <>
      <Tooltip title={translate('app.account.menu')}>
        <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={`${translate('app.account.menu')} (${initials(nickname) || '·'})`} aria-haspopup="menu" data-testid="account-menu" sx={{ ml: 0.5 }}>
          <Avatar sx={{ width: 30, height: 30, fontSize: '0.8125rem', fontWeight: 600, bgcolor: 'primary.main' }}>{initials(nickname) || '·'}</Avatar>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close} slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}>
        <Box sx={{ px: 2, py: 1.25 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('app.account.signedInAs')}
          </Typography>
          <Typography sx={{ fontWeight: 600 }} noWrap data-testid="account-nickname">
            {nickname}
          </Typography>
          {user && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email} · {user.accountName}
            </Typography>
          )}
        </Box>
        <Divider />
        {!route?.hideSettings && (
          <MenuItem component={LinkBase} to="/settings" onClick={close}>
            <ListItemIcon>
              <SettingsOutlined fontSize="small" />
            </ListItemIcon>
            {translate('app.account.settings')}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            setChanging(true);
          }}
        >
          <ListItemIcon>
            <KeyOutlined fontSize="small" />
          </ListItemIcon>
          {translate('app.account.changePassword')}
        </MenuItem>
        <MenuItem component="a" href={privacyPolicyUrl(brand)} target="_blank" rel="noopener noreferrer" onClick={close}>
          <ListItemIcon>
            <PolicyOutlined fontSize="small" />
          </ListItemIcon>
          {translate('app.account.privacy')}
          <OpenInNewOutlined sx={{ fontSize: 14, ml: 'auto', pl: 1, color: 'text.disabled' }} />
        </MenuItem>
        {phone && <Divider />}
        {phone && <ListSubheader sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>{translate('app.language.label')}</ListSubheader>}
        {phone &&
          LOCALES.map((l) => (
            <MenuItem
              key={l}
              lang={l === 'zh_CN' ? 'zh-CN' : 'en'}
              selected={l === locale}
              aria-checked={l === locale}
              role="menuitemradio"
              onClick={() => {
                close();
                setLocale(l);
              }}
              data-testid={`account-language-${l}`}
            >
              <ListItemIcon>{l === locale && <CheckOutlined fontSize="small" />}</ListItemIcon>
              {translate(`app.language.${l}`)}
            </MenuItem>
          ))}
        <Divider />
        <MenuItem onClick={() => logout({}, undefined, false)} data-testid="sign-out">
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {translate('app.account.signOut')}
        </MenuItem>
      </Menu>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
    </>
  );
}
