// The shape of a resource definition (src/resources/<name>/index.ts): its name (= API path and row of the action
// table), its views' loaders, how a record is named, and what each action needs. The folder is the one place that
// defines a resource: the list of resources (./index.ts), the start-up preload and the route table's view lookup
// read the loaders from here. No component and no icon: the preload imports the definitions before react-admin and
// MUI are loaded (the menu's icons come from the route table).
import type { RaRecord } from 'react-admin';
import { ACTION_PERMISSIONS, type PermissionResource } from '../../domain/action-permissions';
import type { ResourceView } from '../../domain/routes';
import { lazyView, type LazyView, type ViewLoader } from '../loading/lazyView';

export interface ResourceDefinition<R extends PermissionResource = PermissionResource> {
  name: R;
  /** Each view's loader (what the preload loads early), as the definition gave it. */
  loaders: Partial<Record<ResourceView, ViewLoader>>;
  /** Loaded on demand; `load()` early (src/routing/preload.ts) and the view renders without suspending. */
  views: Partial<Record<ResourceView, LazyView>>;
  recordRepresentation: (record: RaRecord) => string;
  /** The codes (or role rule) of each action: the resource's row of domain/action-permissions.ts. */
  access: (typeof ACTION_PERMISSIONS)[R];
}

export function defineResource<R extends PermissionResource>(def: {
  name: R;
  views: Partial<Record<ResourceView, ViewLoader>>;
  recordRepresentation: (record: RaRecord) => string;
}): ResourceDefinition<R> {
  const views: Partial<Record<ResourceView, LazyView>> = {};
  for (const [view, load] of Object.entries(def.views) as [ResourceView, ViewLoader][]) views[view] = lazyView(load);
  return { name: def.name, loaders: def.views, views, recordRepresentation: def.recordRepresentation, access: ACTION_PERMISSIONS[def.name] };
}
