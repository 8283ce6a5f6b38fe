// MUI's Tooltip, loaded after the first paint: the control shows at once and gains its hover hint when the chunk is
// there. For the public pages' few icon buttons, which otherwise put Tooltip and Popper.js in the first download.
import { lazy, Suspense, type ReactElement } from 'react';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

export function HintTooltip({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Tooltip title={title}>{children}</Tooltip>
    </Suspense>
  );
}
