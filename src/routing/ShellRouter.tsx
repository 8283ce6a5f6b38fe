// The signed-in part of the router, derived from the route table for this user, mode and host: routerRoutes(ctx)
// are mounted; every other address falls to the catch-all, which asks resolvePath where to go.
import { Alert, Button, Stack } from '@mui/material';
import { Route, Routes } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { routerRoutes } from '../../domain/routes';
import { useRouteContext } from '../hooks/useRouteContext';
import { CatchAll } from './CatchAll';
import { PageLoading } from '../loading/PageLoading';
import { ShellPage } from './ShellPage';

/** `root`: mounted at '/' itself (a descendant <Routes> there could not match deeper paths). */
export function ShellRouter({ root = false }: { root?: boolean }) {
  const translate = useTranslate();
  const { ctx, error, retry } = useRouteContext();
  if (error) {
    return (
      <Stack sx={{ py: 4 }}>
        <Alert severity="error" action={<Button onClick={retry}>{translate('app.common.retry')}</Button>}>
          {error.message || translate('app.errors.requestFailed')}
        </Alert>
      </Stack>
    );
  }
  if (!ctx) return <PageLoading />;
  if (root) return <CatchAll />;
  return (
    <Routes>
      {routerRoutes(ctx)
        .filter((route) => route.kind === 'shell')
        .map((route) => (
          <Route key={route.name} path={route.path} element={<ShellPage route={route} />} />
        ))}
      <Route path="*" element={<CatchAll />} />
    </Routes>
  );
}
