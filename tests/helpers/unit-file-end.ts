// The unit project's files share a worker's module cache and, for the jsdom files, its document (vitest.config.ts,
// `isolate: false`). React Testing Library unmounts after each test only where test globals are on, which they are
// not here, so a file that does not call `cleanup` itself left its last render in the document, and the next file's
// queries found two of everything ("Found multiple elements with the role button" in lazyView.test.tsx after a shell
// test, in about half the runs). Each file now ends with its renders unmounted and the body emptied.
import { afterAll } from 'vitest';

afterAll(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  document.body.replaceChildren();
});
