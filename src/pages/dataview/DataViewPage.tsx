// /dataview: listed among the public routes by the spec, but its figures are a merchant's own, so it needs a
// session: signed in, it renders inside the shell (menu, app bar, test-mode banner); otherwise react-admin's
// <Authenticated> sends the visitor to /login.
import { Authenticated } from 'react-admin';
import { AppLayout } from '../../layout/Layout';
import { DataView } from './DataView';

export default function DataViewPage() {
  return (
    <Authenticated>
      <AppLayout>
        <DataView />
      </AppLayout>
    </Authenticated>
  );
}
