// /dataview (/test/dataview in test mode): listed among the public routes by the spec, but its figures are a
// merchant's own, so it needs a session: signed in, it renders inside the shell (menu, app bar, test-mode banner);
// otherwise react-admin's <Authenticated> sends the visitor to /login. Outside the shell router, it keeps its address
// and the mode in step itself.
import { Authenticated } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { findBuiltRoute } from '../../../domain/routes';
import { AppLayout } from '../../layout/Layout';
import { PageLoading } from '../../loading/PageLoading';
import { useAddressMode } from '../../routing/useAddressMode';
import { DataView } from './DataView';

function InMode() {
  const location = useLocation();
  const step = useAddressMode(findBuiltRoute(location.pathname)?.route ?? null);
  if (step.kind === 'redirect') return <Navigate to={step.to + location.search + location.hash} replace />;
  if (step.kind === 'switch') return <PageLoading />;
  return <DataView />;
}

export default function DataViewPage() {
  return (
    <Authenticated>
      <AppLayout>
        <InMode />
      </AppLayout>
    </Authenticated>
  );
}
