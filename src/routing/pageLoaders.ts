// Where each page and the shell's frame are: loaders only (no component), so the start of a page opened from scratch
// can ask for its files before react-admin and MUI are loaded (preload.ts). pages.ts makes the lazy views of these.
import type { ReactNode } from 'react';
import type { ResourceRoute } from '../../domain/routes';
import { SIGN_IN_LOADERS } from '../pages/auth/signInPages';
import { resourceViewLoader } from '../resources';
import type { ViewLoader } from '../loading/lazyView';

type Loader = ViewLoader;

/** Route name -> its page's loader; pages.ts's PAGES are these behind lazy views. */
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
  personalDetails: () => import('../pages/onboarding/RepresentativePage').then((m) => ({ default: m.PersonalDetailsPage })),
  businessRegisteredAddress: () => import('../pages/onboarding/RegisteredAddressPage'),
  publicDetails: () => import('../pages/onboarding/PublicDetailsPage'),
  overview: () => import('../pages/overview/OverviewPage'),
  home: () => import('../pages/home/HomePage'),
  dataview: () => import('../pages/dataview/DataViewPage'),
  checkout: () => import('../pages/checkout/CheckoutPage'),
  opsJobs: () => import('../pages/ops/OpsJobsPage'),
  settingsPayments: () => import('../pages/settings/PaymentMethodsPage'),
  settingsBusiness: () => import('../pages/settings/BusinessSettingsPage'),
  allProducts: () => import('../pages/products/AllProductsPage'),
  gateway: () => import('../pages/gateway/GatewayPage'),
  developer: () => import('../pages/developer/DeveloperPage'),
  balance: () => import('../pages/balance/BalancePage'),
  // /issuing only redirects to its overview tab (domain/routes.ts); both names render the tabbed page.
  issuing: () => import('../pages/issuing/IssuingPage'),
  issuingTab: () => import('../pages/issuing/IssuingPage'),
};

/** The shell's frame (menu, top bar), a chunk of its own so the sign-in pages do not download it. */
export const LAYOUT_LOADER: ViewLoader<{ children: ReactNode }> = async () => ({ default: (await import('../layout/Layout')).AppLayout });

/** The loader of the view a route renders (its resource's view, or the page of its live name). */
export function viewLoaderFor(route: { name: string; parentMenu?: string; resource?: ResourceRoute }): ViewLoader | undefined {
  return route.resource ? resourceViewLoader(route.resource) : PAGE_LOADERS[route.parentMenu ?? route.name];
}
