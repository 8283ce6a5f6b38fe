// Route name -> page component, loaded on demand, for the routes that are no resource view (those come from
// src/resources). A test variant ('test-x') uses the page of its live route.
import { lazy, type ComponentType } from 'react';
import type { ResourceRoute } from '../../domain/routes';
import { SIGN_IN_PAGES } from '../pages/auth/signInPages';
import { resourceView } from '../resources';
import { lazyView, type LazyView } from '../loading/lazyView';
import { LAYOUT_LOADER, PAGE_LOADERS } from './pageLoaders';

export { PAGE_LOADERS } from './pageLoaders';

type Page = ComponentType;

/** The pages other than the sign-in family, each rendering at once when preloaded through its `load`. */
const LAZY_PAGES: Readonly<Record<string, LazyView>> = Object.fromEntries(
  Object.entries(PAGE_LOADERS).filter(([name]) => !(name in SIGN_IN_PAGES)).map(([name, load]) => [name, lazyView(load)]),
);
// The sign-in pages are the very components the sign-in root renders.
export const PAGES: Readonly<Record<string, Page>> = { ...LAZY_PAGES, ...SIGN_IN_PAGES };

/** The shell's frame (menu, top bar), a chunk of its own so the sign-in pages do not download it. */
export const AppLayout = lazyView(LAYOUT_LOADER);

export { CORE_CATALOGUE_PAGES, isCoreCataloguePath } from '../pages/auth/signInPages';

/** The dev mailbox is no route of the product: mounted only in development or on a local host. */
export const MailboxPage = lazy(() => import('../pages/dev/MailboxPage'));

/** A resource route renders its resource's view; any other route the page of its (live) name. */
export function pageFor(route: { name: string; parentMenu?: string; resource?: ResourceRoute }): Page | undefined {
  return route.resource ? resourceView(route.resource) : PAGES[route.parentMenu ?? route.name];
}
