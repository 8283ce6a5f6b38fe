// Route name -> page component, loaded on demand, for the routes that are no resource view (those come from
// src/resources). A test variant ('test-x') uses the page of its live route.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ResourceRoute } from '../../domain/routes';
import { SIGN_IN_LOADERS } from '../public/signInPages';
import { resourceLoader, resourceView } from '../resources';

type Page = LazyExoticComponent<ComponentType>;
type Loader = () => Promise<{ default: ComponentType }>;

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

export const PAGES: Readonly<Record<string, Page>> = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([name, load]) => [name, lazy(load)]),
);

export { CORE_CATALOGUE_PAGES, isCoreCataloguePath } from '../public/signInPages';

/** The dev mailbox is no route of the product: mounted only in development or on a local host. */
export const MailboxPage = lazy(() => import('../pages/dev/MailboxPage'));

/** A resource route renders its resource's view; any other route the page of its (live) name. */
export function pageFor(route: { name: string; parentMenu?: string; resource?: ResourceRoute }): Page | undefined {
  return route.resource ? resourceView(route.resource) : PAGES[route.parentMenu ?? route.name];
}

/** The loader of the view a route renders (resource view or page), for preloading. */
export function loaderFor(route: { name: string; parentMenu?: string; resource?: ResourceRoute }): Loader | undefined {
  return route.resource ? resourceLoader(route.resource) : PAGE_LOADERS[route.parentMenu ?? route.name];
}
