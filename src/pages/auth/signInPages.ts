// The sign-in family: the pages a visitor opens before signing in. Opened from scratch they render in the small
// sign-in root (PublicApp) instead of the admin app; the admin app renders the same pages when it navigates to them.
// Also the pages that read only the core catalogue (src/i18n/en.ts) and so need not wait for the areas' messages.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { findBuiltRoute, routeTitleKey, stripModePrefix } from '../../../domain/routes';

type Loader = () => Promise<{ default: ComponentType }>;

export const SIGN_IN_LOADERS: Readonly<Record<string, Loader>> = {
  login: () => import('./LoginPage'),
  register: () => import('./RegisterPage'),
  verify: () => import('./VerifyPage'),
  verifyMail: () => import('./VerifyMailPage'),
  verifyPwd: () => import('./VerifyPwdPage'),
  resetMail: () => import('./ResetMailPage'),
  resetPwd: () => import('./ResetPwdPage'),
  directLogin: () => import('./DirectLoginPage'),
  invite: () => import('./InvitePage'),
};

/** The same pages behind React.lazy: one component per page, whichever root renders it. */
export const SIGN_IN_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  Object.entries(SIGN_IN_LOADERS).map(([name, load]) => [name, lazy(load)]),
);

/**
 * Pages that read only the core catalogue: the sign-in family and the error pages. They render without waiting for
 * the product areas' messages, so the first visit to the sign-in page downloads less. src/i18n/core-pages.test.ts
 * checks their keys.
 */
export const CORE_CATALOGUE_PAGES: ReadonlySet<string> = new Set([...Object.keys(SIGN_IN_LOADERS), 'notFound', 'serverError', 'errorFour']);

/** Whether `pathname` is a page of CORE_CATALOGUE_PAGES (in either mode). */
export function isCoreCataloguePath(pathname: string): boolean {
  const route = findBuiltRoute(stripModePrefix(pathname).path)?.route;
  return route !== undefined && CORE_CATALOGUE_PAGES.has(route.name);
}

/** The sign-in page at `pathname` (its route, title key and loader), if it is one. */
export function signInPageAt(pathname: string): { name: string; titleKey: string; load: Loader } | null {
  const route = findBuiltRoute(pathname)?.route;
  return route && Object.hasOwn(SIGN_IN_LOADERS, route.name) ? { name: route.name, titleKey: routeTitleKey(route), load: SIGN_IN_LOADERS[route.name] } : null;
}
