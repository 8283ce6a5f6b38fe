// /allProducts (Explore all products): every product with its state for this account, in this mode and on this host,
// and what turns it on, as the server answers it (GET /products, the rule of domain/products.ts).
import { Alert, Box, Button, Card, Chip, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { createElement } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductState, ProductStatus } from '../../../domain/products';
import { findRoute } from '../../../domain/routes';
import { PageHeader } from '../../components/PageHeader';
import { useTestMode } from '../../hooks/useTestMode';
import { menuIcon } from '../../layout/icons';
import { sessionEpoch } from '../../providers/authProvider';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const CHIP_COLORS: Record<ProductState, 'success' | 'warning' | 'default' | 'info'> = {
  active: 'success',
  needs_verification: 'warning',
  not_enabled: 'default',
  not_in_region: 'info',
};

function ProductCard({ status }: { status: ProductStatus }) {
  const translate = useTranslate();
  const active = status.state === 'active';
  const action = active ? 'app.products.open' : status.enabler && status.path ? `app.products.actions.${status.enabler}` : null;
  return (
    <Card sx={{ height: '100%', p: 2.25, display: 'flex', flexDirection: 'column', gap: 1.25 }} data-testid={`product-${status.product}`} data-state={status.state}>
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
          {createElement(menuIcon(findRoute(status.product)?.icon), { sx: { fontSize: 22, color: active ? 'primary.main' : 'text.disabled' } })}
          <Typography variant="h4" component="h2" noWrap>{translate(`routes.${status.product}`)}</Typography>
        </Stack>
        <Chip size="small" color={CHIP_COLORS[status.state]} variant={active ? 'filled' : 'outlined'} label={translate(`app.products.states.${status.state}`)} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {status.enabler ? translate(`app.products.enablers.${status.enabler}`) : ' '}
      </Typography>
      {action && status.path && (
        <Box>
          <Button component={RouterLink} to={status.path} size="small" variant={active ? 'outlined' : 'contained'}>
            {translate(action)}
          </Button>
        </Box>
      )}
    </Card>
  );
}

export default function AllProductsPage() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const test = useTestMode();
  const query = useQuery({ queryKey: ['app', 'products', test, sessionEpoch()], queryFn: () => dataProvider.products(), retry: false });
  const list = query.data ?? [];
  return (
    <>
      <PageHeader
        title={translate('routes.allProducts')}
        subtitle={translate('app.products.subtitle')}
        actions={query.data && (
          <Typography variant="body2" color="text.secondary" data-testid="products-count">
            {translate('app.products.count', { active: list.filter((p) => p.state === 'active').length, total: list.length })}
          </Typography>
        )}
      />
      {query.isError ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void query.refetch()}>{translate('app.products.retry')}</Button>}>
          {translate('app.products.loadFailed')}
        </Alert>
      ) : (
        <Grid container spacing={2} data-testid="all-products">
          {query.isPending
            ? Array.from({ length: 6 }, (_, i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}><Skeleton variant="rounded" height={132} /></Grid>
            ))
            : list.map((status) => (
              <Grid key={status.product} size={{ xs: 12, sm: 6, lg: 4 }}><ProductCard status={status} /></Grid>
            ))}
        </Grid>
      )}
    </>
  );
}
