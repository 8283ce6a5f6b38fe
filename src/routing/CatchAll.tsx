// Every signed-in address no mounted route matched, and '/' itself: resolvePath decides (issuing -> /overview,
// test-only -> its alternative, a page -> the page); '/' without a page of its own goes to the landing page (the
// first visible menu entry); anything else to /404.
import { Navigate, useLocation } from 'react-admin';
import { NOT_FOUND_PATH, landingPage, normalizePath, resolvePath, stripModePrefix } from '../../domain/routes';
import { useRouteContext } from '../hooks/useRouteContext';
import { NoAccess } from './NoAccess';
import { PageLoading } from '../loading/PageLoading';
import { ShellPage } from './ShellPage';

export function CatchAll() {
  const { pathname } = useLocation();
  const { ctx } = useRouteContext();
  if (!ctx) return <PageLoading />;

  const resolution = resolvePath(pathname, ctx);
  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />;
  if (resolution.kind === 'ok') return <ShellPage route={resolution.route} />;
  if (stripModePrefix(normalizePath(pathname)).path === '/') {
    const landing = landingPage(ctx);
    return landing ? <Navigate to={landing} replace /> : <NoAccess />;
  }
  return <Navigate to={NOT_FOUND_PATH} replace />;
}
