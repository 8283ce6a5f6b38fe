// The shape of a resource definition (src/resources/<name>/index.ts): its name (= API path and row of the action
// table), its views (loaded on demand), icon, how a record is named, and what each action needs.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RaRecord } from 'react-admin';
import { ACTION_PERMISSIONS, type PermissionResource } from '../../../domain/action-permissions';
import type { ResourceView } from '../../../domain/routes';

type View = LazyExoticComponent<ComponentType>;
type Loader = () => Promise<{ default: ComponentType }>;

export interface ResourceDefinition<R extends PermissionResource = PermissionResource> {
  name: R;
  views: Partial<Record<ResourceView, View>>;
  /** The views' loaders: calling one early (src/routing/preload.ts) makes the lazy view's later load instant. */
  loaders: Partial<Record<ResourceView, Loader>>;
  icon: ComponentType;
  recordRepresentation: (record: RaRecord) => string;
  /** The codes (or role rule) of each action: the resource's row of domain/action-permissions.ts. */
  access: (typeof ACTION_PERMISSIONS)[R];
}

export function defineResource<R extends PermissionResource>(def: {
  name: R;
  views: Partial<Record<ResourceView, Loader>>;
  icon: ComponentType;
  recordRepresentation: (record: RaRecord) => string;
}): ResourceDefinition<R> {
  const views: Partial<Record<ResourceView, View>> = {};
  for (const [view, load] of Object.entries(def.views) as [ResourceView, Loader][]) views[view] = lazy(load);
  return { ...def, views, loaders: def.views, access: ACTION_PERMISSIONS[def.name] };
}
