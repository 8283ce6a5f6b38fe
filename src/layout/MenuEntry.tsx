// One sidebar entry: icon, translated name, a lock while business verification is pending; tooltip when collapsed.
import { createElement } from 'react';
import { ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { LinkBase, useSidebarState, useTranslate } from 'react-admin';
import type { MenuItem } from '../../domain/routes';
import { menuIcon } from './icons';

export function MenuEntry({ item, active, open }: { item: MenuItem; active: boolean; open: boolean }) {
  const translate = useTranslate();
  const [, setOpen] = useSidebarState();
  const small = useMediaQuery((t: Theme) => t.breakpoints.down('md'));
  const label = translate(`routes.${item.name}`);

  const button = (
    <ListItemButton
      component={LinkBase}
      to={item.path}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={() => small && setOpen(false)}
      sx={{
        borderRadius: 1.5,
        minHeight: 36,
        px: 1.25,
        mb: 0.25,
        // The accent on the selected background: primary in light mode, a lighter shade in dark (4.5:1 either way).
        color: active ? (t) => (t.palette.mode === 'dark' ? '#b4afff' : t.palette.primary.main) : 'text.primary',
        '&.Mui-selected': { bgcolor: 'action.selected', fontWeight: 600 },
      }}
    >
      <ListItemIcon sx={{ minWidth: open ? 34 : 0, color: active ? 'inherit' : 'text.secondary' }}>
        {createElement(menuIcon(item.icon), { fontSize: 'small' })}
      </ListItemIcon>
      {open && (
        <ListItemText
          primary={label}
          slotProps={{ primary: { noWrap: true, sx: { fontSize: '0.875rem', fontWeight: active ? 600 : 500 } } }}
        />
      )}
      {open && item.locked && <LockOutlined sx={{ fontSize: 16, color: 'text.disabled' }} aria-label={translate('app.menu.locked')} />}
    </ListItemButton>
  );

  const tip = !open ? label : item.locked ? translate('app.menu.locked') : '';
  // An item of the section's list: the link sits in its own <li>.
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {tip ? (
        // A locked entry's tip describes the link and leaves its name (WCAG 2.5.3); a collapsed entry's tip is its name.
        <Tooltip title={tip} placement="right" describeChild={open}>
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}
