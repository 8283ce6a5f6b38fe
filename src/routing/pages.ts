// Route name -> page component, loaded on demand, for the routes that are no resource view (those come from
// src/resources). A test variant ('test-x') uses the page of its live route.
import { lazy, type ComponentType, type ReactNode } from 'react';
import type { ResourceRoute } from '../../domain/routes';
import { SIGN_IN_LOADERS, SIGN_IN_PAGES } from '../public/signInPages';
import { resourceView } from '../resources';
import { lazyView, type LazyView, type ViewLoader } from './lazyView';

type Page = ComponentType;
type Loader = ViewLoader;

/** Route name -> its page's loader; PAGES are these behind React.lazy, preload.ts calls them early. */
export const PAGE_LOADERS: Readonly<Record<string, Loader>> = {
  ...SIGN_IN_LOADERS,
  activate: () => import('../pages/auth/ActivatePage'),
  notFound: () => import('../pages/errors/NotFoundPage'),
  serverError: () => import('../pages/errors/ServerErrorPage'),
  errorFour: () => import('../pages/errors/ErrorFourPage'),
  settings: () => import('../pages/settings/SettingsPage'),
  businessType: () => import('../pages/onboarding/BusinessTypePage'),
  businessDetails: () => import('../pages/onboarding/BusinessDetailsPage'),
  businessRepresentative: () => import('../pages/onboarding/RepresentativePage'),
  businessOwners: () => import('../pages/onboarding/OwnersPage'),
  bankDetails: () => import('../pages/onboarding/BankDetailsPage'),
  review: () => import('../pages/onboarding/ReviewPage'),
  uploadMaterials: () => import('../pages/onboarding/UploadMaterialsPage'),
  automaticReview: () => import('../pages/onboarding/AutomaticReviewPage'),
  onboard: () => import('../pages/onboarding/OnboardPage'),
  obTeams: () => import('../pages/onboarding/ObTeamsPage'),
  contact: () => import('../pages/contact/ContactPage'),
  contactSuccess: () => import('../pages/contact/ContactSuccessPage'),
  personalDetails: () => import('../pages/onboarding/detailRedirects').then((m) => ({ default: m.PersonalDetailsRedirect })),
  businessRegisteredAddress: () => import('../pages/onboarding/detailRedirects').then((m) => ({ default: m.RegisteredAddressRedirect })),
  publicDetails: () => import('../pages/onboarding/detailRedirects').then((m) => ({ default: m.PublicDetailsRedirect })),
  overview: () => import('../pages/overview/OverviewPage'),
  dataview: () => import('../pages/dataview/DataViewPage'),
  checkout: () => import('../pages/checkout/CheckoutPage'),
  opsJobs: () => import('../pages/ops/OpsJobsPage'),
  settingsPayments: () => import('../pages/settings/PaymentMethodsPage'),
  developer: () => import('../pages/developer/DeveloperPage'),
};

/** The pages other than the sign-in family, each rendering at once when preloaded through its `load`. */
const LAZY_PAGES: Readonly<Record<string, LazyView>> = Object.fromEntries(
  Object.entries(PAGE_LOADERS).filter(([name]) => !(name in SIGN_IN_PAGES)).map(([name, load]) => [name, lazyView(load)]),
);
// The sign-in pages are the very components the sign-in root renders.
export const PAGES: Readonly<Record<string, Page>> = { ...LAZY_PAGES, ...SIGN_IN_PAGES };

/** The shell's frame (menu, top bar), a chunk of its own so the sign-in pages do not download it. */
export const AppLayout = lazyView<{ children: ReactNode }>(async () => ({ default: (await import('../layout/Layout')).AppLayout }));

export { CORE_CATALOGUE_PAGES, isCoreCataloguePath } from '../public/signInPages';

/** The dev mailbox is no route of the product: mounted only in development or on a local host. */
export const MailboxPage = lazy(() => import('../pages/dev/MailboxPage'));

/** A resource route renders its resource's view; any other route the page of its (live) name. */
export function pageFor(route: { name: string; parentMenu?: string; resource?: ResourceRoute }): Page | undefined {
  return route.resource ? resourceView(route.resource) : PAGES[route.parentMenu ?? route.name];
}

/**
 * What loads the view a route renders (resource view or page), for preloading: after it resolves the view renders
 * without suspending. A sign-in page has its plain loader (it is a React.lazy in either root).
 */
export function loaderFor(route: { name: string; parentMenu?: string; resource?: ResourceRoute }): (() => Promise<unknown>) | undefined {
  const name = route.parentMenu ?? route.name;
  const view = route.resource ? resourceView(route.resource) : LAZY_PAGES[name];
  return view && 'load' in view ? view.load : PAGE_LOADERS[name];
}
