// Route name -> page component, loaded on demand, for the routes that are no resource view (those come from
// src/resources). A test variant ('test-x') uses the page of its live route.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { expandRoutes, matchRoutePath, stripModePrefix, type ResourceRoute } from '../../domain/routes';
import { resourceView } from '../resources';

type Page = LazyExoticComponent<ComponentType>;

export const PAGES: Readonly<Record<string, Page>> = {
  login: lazy(() => import('../pages/auth/LoginPage')),
  register: lazy(() => import('../pages/auth/RegisterPage')),
  activate: lazy(() => import('../pages/auth/ActivatePage')),
  verify: lazy(() => import('../pages/auth/VerifyPage')),
  verifyMail: lazy(() => import('../pages/auth/VerifyMailPage')),
  verifyPwd: lazy(() => import('../pages/auth/VerifyPwdPage')),
  resetMail: lazy(() => import('../pages/auth/ResetMailPage')),
  resetPwd: lazy(() => import('../pages/auth/ResetPwdPage')),
  directLogin: lazy(() => import('../pages/auth/DirectLoginPage')),
  notFound: lazy(() => import('../pages/errors/NotFoundPage')),
  serverError: lazy(() => import('../pages/errors/ServerErrorPage')),
  errorFour: lazy(() => import('../pages/errors/ErrorFourPage')),
  settings: lazy(() => import('../pages/settings/SettingsPage')),
  businessType: lazy(() => import('../pages/onboarding/BusinessTypePage')),
  businessDetails: lazy(() => import('../pages/onboarding/BusinessDetailsPage')),
  businessRepresentative: lazy(() => import('../pages/onboarding/RepresentativePage')),
  businessOwners: lazy(() => import('../pages/onboarding/OwnersPage')),
  bankDetails: lazy(() => import('../pages/onboarding/BankDetailsPage')),
  review: lazy(() => import('../pages/onboarding/ReviewPage')),
  uploadMaterials: lazy(() => import('../pages/onboarding/UploadMaterialsPage')),
  automaticReview: lazy(() => import('../pages/onboarding/AutomaticReviewPage')),
  onboard: lazy(() => import('../pages/onboarding/OnboardPage')),
  obTeams: lazy(() => import('../pages/onboarding/ObTeamsPage')),
  contact: lazy(() => import('../pages/contact/ContactPage')),
  contactSuccess: lazy(() => import('../pages/contact/ContactSuccessPage')),
  personalDetails: lazy(() => import('../pages/onboarding/detailRedirects').then((m) => ({ default: m.PersonalDetailsRedirect }))),
  businessRegisteredAddress: lazy(() => import('../pages/onboarding/detailRedirects').then((m) => ({ default: m.RegisteredAddressRedirect }))),
  publicDetails: lazy(() => import('../pages/onboarding/detailRedirects').then((m) => ({ default: m.PublicDetailsRedirect }))),
  overview: lazy(() => import('../pages/overview/OverviewPage')),
  dataview: lazy(() => import('../pages/dataview/DataViewPage')),
  checkout: lazy(() => import('../pages/checkout/CheckoutPage')),
  opsJobs: lazy(() => import('../pages/ops/OpsJobsPage')),
  settingsPayments: lazy(() => import('../pages/settings/PaymentMethodsPage')),
  developer: lazy(() => import('../pages/developer/DeveloperPage')),
};

/**
 * Pages that read only the core catalogue (src/i18n/en.ts): they render without waiting for the product areas'
 * messages, so the first visit to the sign-in page downloads less. src/i18n/core-pages.test.ts checks their keys.
 */
export const CORE_CATALOGUE_PAGES: ReadonlySet<string> = new Set([
  'login', 'register', 'verify', 'verifyMail', 'verifyPwd', 'resetMail', 'resetPwd', 'directLogin', 'notFound', 'serverError', 'errorFour',
]);

/** Whether `pathname` is a page of CORE_CATALOGUE_PAGES (in either mode). */
export function isCoreCataloguePath(pathname: string): boolean {
  const { path } = stripModePrefix(pathname);
  return expandRoutes().some((route) => CORE_CATALOGUE_PAGES.has(route.name) && matchRoutePath(route.path, path) !== null);
}

/** The dev mailbox is no route of the product: mounted only in development or on a local host. */
export const MailboxPage = lazy(() => import('../pages/dev/MailboxPage'));

/** A resource route renders its resource's view; any other route the page of its (live) name. */
export function pageFor(route: { name: string; parentMenu?: string; resource?: ResourceRoute }): Page | undefined {
  return route.resource ? resourceView(route.resource) : PAGES[route.parentMenu ?? route.name];
}
