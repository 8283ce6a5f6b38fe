// A signed-in page of the route table. The router mounts it only where routerRoutes allows; resolvePath still
// applies the route's own redirect, the address and the mode are kept in step (useAddressMode), a KYC-locked product shows the lock, and a
// resource's view gets its resource context.
import { Suspense, createElement } from 'react';
import { Navigate, ResourceContextProvider, Title, useLocation } from 'react-admin';
import { NOT_FOUND_PATH, resolvePath, routeTitleKey, type ExpandedRoute } from '../../domain/routes';
import { useRememberList } from '../hooks/lastList';
import { usePageTitle } from '../hooks/usePageTitle';
import { ParentLink } from '../layout/ParentLink';
import { useRouteContext } from '../hooks/useRouteContext';
import { CatalogueGate } from './CatalogueGate';
import { KycLocked } from './KycLocked';
import { PageLoading } from '../loading/PageLoading';
import { pageFor } from './pages';
import { useAddressMode } from './useAddressMode';

export function ShellPage({ route }: { route: ExpandedRoute }) {
  const location = useLocation();
  const { ctx } = useRouteContext();
  const title = usePageTitle(routeTitleKey(route));
  const resolution = ctx ? resolvePath(location.pathname, ctx) : null;
  useRememberList(resolution?.kind === 'ok' ? resolution.route : null);
  const modeStep = useAddressMode(resolution?.kind === 'ok' ? resolution.route : null);
  if (!ctx || !resolution) return <PageLoading />;

  if (resolution.kind === 'notFound') return <Navigate to={NOT_FOUND_PATH} replace />;
  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />;
  if (modeStep.kind === 'redirect') return <Navigate to={modeStep.to + location.search + location.hash} replace />;
  if (modeStep.kind === 'switch') return <PageLoading />;

  const Page = pageFor(resolution.route);
  if (!Page) return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <CatalogueGate>
      <Title title={title} />
      {resolution.route.menuParent && <ParentLink route={resolution.route} />}
      {resolution.route.kycRequired && !ctx.kycEnabled ? (
        <KycLocked />
      ) : (
        <Suspense fallback={<PageLoading />}>
          {resolution.route.resource ? (
            <ResourceContextProvider value={resolution.route.resource.name}>{createElement(Page)}</ResourceContextProvider>
          ) : (
            createElement(Page)
          )}
        </Suspense>
      )}
    </CatalogueGate>
  );
}
