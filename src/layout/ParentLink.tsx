// The title line above a child page (a detail, a create or edit form): its list as a link, then the page itself.
// The link returns to the list as the user left it (filters, sort and page are in the list's address); opened in a
// new tab or from a bookmark, it goes to the list's plain address.
import { Breadcrumbs, Link, Typography } from '@mui/material';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { findRoute, parentListName, routeTitleKey, stripModePrefix, withModePrefix, type ExpandedRoute } from '../../domain/routes';
import { readLastList } from '../hooks/lastList';

export function ParentLink({ route }: { route: ExpandedRoute }) {
  const translate = useTranslate();
  const last = readLastList();
  const name = parentListName(route, last?.name ?? null);
  const parent = name ? findRoute(name) : undefined;
  if (!name || !parent) return null;
  const sameMode = last ? stripModePrefix(last.href.split('?')[0]).test === route.isTestPath : false;
  const href = last?.name === name && sameMode ? last.href : withModePrefix(parent.path, route.isTestPath);
  return (
    <Breadcrumbs aria-label={translate('app.menu.breadcrumb')} sx={{ mb: 1.5, fontSize: 14 }} data-testid="parent-link">
      <Link component={RouterLink} to={href} underline="hover" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ArrowBackOutlined sx={{ fontSize: 16 }} />
        {translate(`routes.${name}`)}
      </Link>
      <Typography color="text.primary" sx={{ fontSize: 14 }} aria-current="page">
        {translate(routeTitleKey(route))}
      </Typography>
    </Breadcrumbs>
  );
}
