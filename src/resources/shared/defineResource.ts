// The shape of a resource definition (src/resources/<name>/index.ts): its name (= API path and row of the action
// table), its views (loaded on demand), icon, how a record is named, and what each action needs.
import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { ACTION_PERMISSIONS, type PermissionResource } from '../../../domain/action-permissions';
import type { ResourceView } from '../../../domain/routes';
import { lazyView, type LazyView, type ViewLoader } from '../../routing/lazyView';


export interface ResourceDefinition<R extends PermissionResource = PermissionResource> {
  name: R;
  /** Loaded on demand; `load()` early (src/routing/preload.ts) and the view renders without suspending. */
  views: Partial<Record<ResourceView, LazyView>>;
  icon: ComponentType;
  recordRepresentation: (record: RaRecord) => string;
  /** The codes (or role rule) of each action: the resource's row of domain/action-permissions.ts. */
  access: (typeof ACTION_PERMISSIONS)[R];
}

export function defineResource<R extends PermissionResource>(def: {
  name: R;
  views: Partial<Record<ResourceView, ViewLoader>>;
  icon: ComponentType;
  recordRepresentation: (record: RaRecord) => string;
}): ResourceDefinition<R> {
  const views: Partial<Record<ResourceView, LazyView>> = {};
  for (const [view, load] of Object.entries(def.views) as [ResourceView, ViewLoader][]) views[view] = lazyView(load);
  return { ...def, views, access: ACTION_PERMISSIONS[def.name] };
}
