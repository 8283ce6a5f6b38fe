// The sign-in family: the pages a visitor opens before signing in. Opened from scratch they render in the small
// sign-in root (PublicApp) instead of the admin app; the admin app renders the same pages when it navigates to them.
// Also the pages that read only the core catalogue (src/i18n/en.ts) and so need not wait for the areas' messages.
import type { ComponentType } from 'react';
import { expandRoutes, matchRoutePath, routeTitleKey, stripModePrefix } from '../../domain/routes';

type Loader = () => Promise<{ default: ComponentType }>;

export const SIGN_IN_LOADERS: Readonly<Record<string, Loader>> = {
  login: () => import('../pages/auth/LoginPage'),
  register: () => import('../pages/auth/RegisterPage'),
  verify: () => import('../pages/auth/VerifyPage'),
  verifyMail: () => import('../pages/auth/VerifyMailPage'),
  verifyPwd: () => import('../pages/auth/VerifyPwdPage'),
  resetMail: () => import('../pages/auth/ResetMailPage'),
  resetPwd: () => import('../pages/auth/ResetPwdPage'),
  directLogin: () => import('../pages/auth/DirectLoginPage'),
};

/**
 * Pages that read only the core catalogue: the sign-in family and the error pages. They render without waiting for
 * the product areas' messages, so the first visit to the sign-in page downloads less. src/i18n/core-pages.test.ts
 * checks their keys.
 */
export const CORE_CATALOGUE_PAGES: ReadonlySet<string> = new Set([...Object.keys(SIGN_IN_LOADERS), 'notFound', 'serverError', 'errorFour']);

const routesNamed = (names: ReadonlySet<string> | Readonly<Record<string, unknown>>) => {
  const has = (name: string) => (names instanceof Set ? names.has(name) : name in names);
  return expandRoutes().filter((route) => route.built && has(route.name));
};

/** Whether `pathname` is a page of CORE_CATALOGUE_PAGES (in either mode). */
export function isCoreCataloguePath(pathname: string): boolean {
  const { path } = stripModePrefix(pathname);
  return routesNamed(CORE_CATALOGUE_PAGES).some((route) => matchRoutePath(route.path, path) !== null);
}

/** The sign-in page at `pathname` (its route, title key and loader), if it is one. */
export function signInPageAt(pathname: string): { name: string; titleKey: string; load: Loader } | null {
  const route = routesNamed(SIGN_IN_LOADERS).find((r) => matchRoutePath(r.path, pathname) !== null);
  return route ? { name: route.name, titleKey: routeTitleKey(route), load: SIGN_IN_LOADERS[route.name] } : null;
}
