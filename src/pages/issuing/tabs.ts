// The tabs of /issuing/{tabActiveName}: each a part of the page loaded on demand (the router has checked the issuing gate). The overview is the page's own; the lists are their resources' list views.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { IssuingTab } from '../../../domain/issuing/tabs';

export interface IssuingTabDef {
  key: IssuingTab;
  component: LazyExoticComponent<ComponentType>;
}

export const ISSUING_TAB_DEFS: readonly IssuingTabDef[] = [
  { key: 'overview', component: lazy(() => import('./IssuingOverview')) },
  { key: 'cards', component: lazy(() => import('../../resources/cards/CardList')) },
  { key: 'cardholders', component: lazy(() => import('../../resources/cardholders/CardholderList')) },
  { key: 'authorizations', component: lazy(() => import('../../resources/issuing-authorizations/AuthorizationList')) },
  { key: 'transactions', component: lazy(() => import('../../resources/issuing-transactions/TransactionList')) },
];
