import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA is served by the API process in production; in dev, vite proxies the API bases to it.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 4000 },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/test/api': 'http://localhost:8080',
    },
  },
});
