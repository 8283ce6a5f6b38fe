// Where a resource's view lives for the user: its spec address (domain/routes.ts resourcePath), in the current
// mode. Every link, row click and redirect after a save goes through it.
import { useCallback } from 'react';
import { resourcePath, withModePrefix, type ResourceView } from '../../../domain/routes';
import { useTestMode } from '../../hooks/useTestMode';

export function useResourcePath() {
  const test = useTestMode();
  return useCallback(
    (resource: string, view: ResourceView, id?: string | number) => {
      const path = resourcePath(resource, view, id);
      if (!path) throw new Error(`no address for ${resource}.${view}`);
      return withModePrefix(path, test);
    },
    [test],
  );
}
