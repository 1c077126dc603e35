import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Built by `vite build packages/web` from the repo root, so paths here are relative to this folder.
 * In `vite dev` the API comes from the embedded runtime (`npm start`, port 3000) through a proxy, so
 * the app keeps talking to its own origin as it does in production.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json says which files each page loads: the bundle budget test and
    // `npm run bench` read it (tests/infra/web-bundle.ts). It names files only, nothing secret.
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
