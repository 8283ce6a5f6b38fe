// The title line above a child page (a detail, a create or edit form): its list as a link (and the tab of its parent
// it was opened from, when it has one: an issuing card's Cards), then the page itself. The links return to the list
// as the user left it (filters, sort and page are in the list's address); opened in a new tab or from a bookmark,
// they go to the list's plain address. A page of tabs has none: its heading is its parent's (domain/routes.ts backCrumbs).
import { Breadcrumbs, Link, Typography } from '@mui/material';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ROUTES, backCrumbs, routeTitleKey, type ExpandedRoute } from '../../domain/routes';
import { readLastList } from '../hooks/lastList';

export function ParentLink({ route }: { route: ExpandedRoute }) {
  const translate = useTranslate();
  // The address may name the list the page belongs to (a service brief's ?kind=seo: domain/routes.ts queryParent).
  const { search } = useLocation();
  const crumbs = backCrumbs(route, readLastList(), ROUTES, search);
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumbs aria-label={translate('app.menu.breadcrumb')} sx={{ mb: 1.5, fontSize: 14 }} data-testid="parent-link">
      {crumbs.map((crumb, index) => (
        <Link key={crumb.label} component={RouterLink} to={crumb.href} underline="hover" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          {index === 0 && <ArrowBackOutlined sx={{ fontSize: 16 }} />}
          {translate(crumb.label)}
        </Link>
      ))}
      <Typography color="text.primary" sx={{ fontSize: 14 }} aria-current="page">
        {translate(routeTitleKey(route))}
      </Typography>
    </Breadcrumbs>
  );
}
