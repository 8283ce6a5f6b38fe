// The sidebar: the route table's menu for this user, mode and host (buildMenu), grouped by section.
import { memo } from 'react';
import { Box, List, ListSubheader, Skeleton, Stack } from '@mui/material';
import { useLocation, useSidebarState, useTranslate } from 'react-admin';
import { buildMenu } from '../../domain/routes';
import { activeMenuName, useCurrentRoute } from '../hooks/useCurrentRoute';
import { useRouteContext } from '../hooks/useRouteContext';
import { MenuEntry } from './MenuEntry';

/** Memoized for the reason given at AppBar. */
export const AppMenu = memo(function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { ctx } = useRouteContext();
  const active = activeMenuName(useCurrentRoute(), undefined, useLocation().search);

  if (!ctx) {
    return (
      <Stack spacing={1} sx={{ p: 2 }} aria-busy>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={28} />
        ))}
      </Stack>
    );
  }

  return (
    <Box component="nav" aria-label={translate('app.menu.label')} sx={{ py: 1, px: open ? 1.25 : 0.75 }} data-testid="app-menu">
      {buildMenu(ctx).map((group) => {
        const sectionLabel = translate(`menu.${group.section}`);
        // A section of one entry with the same name needs no header of its own.
        const redundant = group.items.length === 1 && translate(`routes.${group.items[0].name}`) === sectionLabel;
        return (
          <List
            key={group.section}
            dense
            disablePadding
            sx={{ mb: 0.5 }}
            subheader={
              open && !redundant ? (
                <ListSubheader disableSticky sx={{ bgcolor: 'transparent', typography: 'overline', color: 'text.secondary', lineHeight: 2.5, px: 1.25 }}>
                  {sectionLabel}
                </ListSubheader>
              ) : undefined
            }
          >
            {group.items.map((item) => (
              <MenuEntry key={item.name} item={item} active={item.name === active} open={open} />
            ))}
          </List>
        );
      })}
    </Box>
  );
});
