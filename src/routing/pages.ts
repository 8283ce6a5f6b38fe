// Route name -> page component, loaded on demand. A test variant ('test-x') uses the page of its live route.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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
  transactions: lazy(() => import('../pages/payments/PaymentListPage')),
  payments: lazy(() => import('../pages/payments/PaymentListPage')),
  paymentDetail: lazy(() => import('../pages/payments/PaymentDetailPage')),
  refunds: lazy(() => import('../pages/refunds/RefundListPage')),
  refundCreate: lazy(() => import('../pages/refunds/RefundCreatePage')),
  dashRefundCreate: lazy(() => import('../pages/refunds/RefundCreatePage')),
  refundDetail: lazy(() => import('../pages/refunds/RefundDetailPage')),
  dashRefundDetail: lazy(() => import('../pages/refunds/RefundDetailPage')),
  customers: lazy(() => import('../pages/customers/CustomerListPage')),
  disbursements: lazy(() => import('../pages/disbursements/DisbursementListPage')),
  paymentLinks: lazy(() => import('../pages/paymentLinks/PaymentLinkListPage')),
  paymentLinkDetail: lazy(() => import('../pages/paymentLinks/PaymentLinkDetailPage')),
  newPaymentLink: lazy(() => import('../pages/paymentLinks/NewPaymentLinkPage')),
  checkout: lazy(() => import('../pages/checkout/CheckoutPage')),
  invoices: lazy(() => import('../pages/invoices/InvoiceListPage')),
  invoiceDetail: lazy(() => import('../pages/invoices/InvoiceDetailPage')),
  invoiceCreate: lazy(() => import('../pages/invoices/InvoiceCreatePage')),
  invoiceEditor: lazy(() => import('../pages/invoices/InvoiceEditorPage')),
};

/** The dev mailbox is no route of the product: mounted only in development or on a local host. */
export const MailboxPage = lazy(() => import('../pages/dev/MailboxPage'));

export function pageFor(route: { name: string; parentMenu?: string }): Page | undefined {
  return PAGES[route.parentMenu ?? route.name];
}
