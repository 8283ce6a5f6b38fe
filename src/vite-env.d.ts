/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Live API base; defaults to /api on the same origin. */
  readonly VITE_API_BASE?: string;
  /** Test API base; defaults to /test/api on the same origin. */
  readonly VITE_TEST_API_BASE?: string;
}

// ra-language-chinese (2.x) is CommonJS without types: one object with the `ra` namespace.
declare module 'ra-language-chinese' {
  const messages: { ra: Record<string, unknown> };
  export default messages;
}
