// A page outside the shell (sign-in family, error pages): no guard, just the title and lazy loading.
import { Suspense, type ComponentType } from 'react';
import { usePageTitle } from '../hooks/usePageTitle';
import { CatalogueGate } from './CatalogueGate';
import { PageLoading } from '../loading/PageLoading';

/** `core`: the page reads only the core catalogue and need not wait for the product areas' messages. */
export function PublicRoute({ page: Page, titleKey, core = false }: { page: ComponentType; titleKey: string; core?: boolean }) {
  usePageTitle(titleKey);
  const page = (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
  return core ? page : <CatalogueGate>{page}</CatalogueGate>;
}
