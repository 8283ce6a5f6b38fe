// /error-four: the spec's generic error page (its purpose is not shown), for a request that could not complete.
import { ErrorPage } from './ErrorPage';

export default function ErrorFourPage() {
  return <ErrorPage title="app.errors.genericTitle" body="app.errors.genericBody" />;
}
