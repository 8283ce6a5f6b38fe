// The tabs of /developer: each a part of the page loaded on demand, shown when the user may list its resource.
// The tab is kept in the address (?tab=), so a tab can be linked to and Back returns to it.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PermissionResource } from '../../../domain/action-permissions';

export interface DeveloperTab {
  key: string;
  /** i18n key of the tab's label. */
  label: string;
  /** The resource whose list action the tab needs (authProvider.canAccess). */
  resource: PermissionResource;
  component: LazyExoticComponent<ComponentType>;
}

export const DEVELOPER_TABS: readonly DeveloperTab[] = [
  {
    key: 'keys',
    label: 'app.developer.tabs.keys',
    resource: 'api-keys',
    component: lazy(() => import('../../resources/api-keys/ApiKeyList')),
  },
  {
    key: 'webhooks',
    label: 'app.developer.tabs.webhooks',
    resource: 'webhook-endpoints',
    component: lazy(() => import('../../resources/webhook-endpoints/WebhookEndpointList')),
  },
  {
    key: 'reference',
    label: 'app.developer.tabs.reference',
    resource: 'api-keys',
    component: lazy(() => import('./reference/ApiReferencePanel')),
  },
];

/** The tab an address asks for, or the first one the user may open. */
export function pickTab(requested: string | null, allowed: readonly DeveloperTab[]): DeveloperTab | undefined {
  return allowed.find((t) => t.key === requested) ?? allowed[0];
}
