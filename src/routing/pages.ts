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
};

/** The dev mailbox is no route of the product: mounted only in development or on a local host. */
export const MailboxPage = lazy(() => import('../pages/dev/MailboxPage'));

export function pageFor(route: { name: string; parentMenu?: string }): Page | undefined {
  return PAGES[route.parentMenu ?? route.name];
}
