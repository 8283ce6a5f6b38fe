// /404: where unknown paths land.
import { ErrorPage } from './ErrorPage';

export default function NotFoundPage() {
  return <ErrorPage code="app.errors.notFoundCode" title="app.errors.notFoundTitle" body="app.errors.notFoundBody" />;
}
