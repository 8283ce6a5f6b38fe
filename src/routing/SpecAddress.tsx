// What react-admin mounts at a resource's own addresses (/payments, /payments/:id/show, /invoices/create...): a
// typed or bookmarked react-admin address moves to the spec's address of the same view. react-router matches
// case-insensitively, so /Customers and /disbursements also land here (the resource's name is their address):
// an address the route table knows is rendered by the shell router as usual.
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { resolvePath, type ResourceView } from '../../domain/routes';
import { useRouteContext } from '../hooks/useRouteContext';
import { PageLoading } from '../loading/PageLoading';
import { CatchAll } from './CatchAll';
import { useResourcePath } from '../components/record/useResourcePath';

export function SpecAddress({ resource, view }: { resource: string; view: ResourceView }) {
  const { pathname } = useLocation();
  const { id } = useParams<{ id?: string }>();
  const { ctx } = useRouteContext();
  const pathOf = useResourcePath();
  if (!ctx) return <PageLoading />;
  if (resolvePath(pathname, ctx).kind !== 'notFound') return <CatchAll />;
  return <Navigate to={pathOf(resource, view, view === 'show' || view === 'edit' ? id : undefined)} replace />;
}
