// The products this user may open (the built menu entries of the route table, for their permissions and mode),
// besides the overview itself. KYC-locked products are listed with a lock.
import { Box, ButtonBase, Grid, Stack, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { buildMenu, OVERVIEW_PATH, stripModePrefix } from '../../../domain/routes';
import { SectionCard } from '../../components/SectionCard';
import { useRouteContext } from '../../hooks/useRouteContext';
import { menuIcon } from '../../layout/icons';

export function ProductsCard() {
  const translate = useTranslate();
  const { ctx } = useRouteContext();
  const items = ctx
    ? buildMenu(ctx).flatMap((g) => g.items).filter((i) => !['/', OVERVIEW_PATH].includes(stripModePrefix(i.path).path))
    : [];
  return (
    <SectionCard title={translate('app.overview.products.title')} subtitle={translate('app.overview.products.subtitle')} testId="overview-products">
      {items.length === 0 ? (
        <Typography color="text.secondary">{translate('app.overview.products.none')}</Typography>
      ) : (
        <Grid container spacing={1}>
          {items.map((item) => {
            const Icon = menuIcon(item.icon);
            return (
              <Grid key={item.name} size={{ xs: 12, sm: 6 }}>
                <ButtonBase component={RouterLink} to={item.path} sx={{ width: '100%', justifyContent: 'flex-start', borderRadius: 1, p: 1, '&:hover': { bgcolor: 'action.hover' } }}>
                  <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <Icon sx={{ fontSize: 20, color: 'primary.main' }} />
                    <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>{translate(`routes.${item.name}`)}</Typography>
                    {item.locked && <Box component={LockOutlined} sx={{ fontSize: 15, color: 'text.disabled' }} />}
                  </Stack>
                </ButtonBase>
              </Grid>
            );
          })}
        </Grid>
      )}
    </SectionCard>
  );
}
