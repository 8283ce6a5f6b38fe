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
];
// The authorizations and transactions tabs (spec section 2) join when their resources are built (issue 31, steps
// 4-5); until then they are absent, and their addresses open the overview like an unknown tab.
