// A page outside the shell (sign-in family, error pages): no guard, just the title and lazy loading.
import { Suspense, type ComponentType } from 'react';
import { usePageTitle } from '../hooks/usePageTitle';
import { PageLoading } from './PageLoading';

export function PublicRoute({ page: Page, titleKey }: { page: ComponentType; titleKey: string }) {
  usePageTitle(titleKey);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
