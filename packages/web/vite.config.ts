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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports statically loads on every first visit anyway: as four files
          // (React, the router, Mantine, the rest) it is ~8 KB gzipped smaller than the ~25 small
          // chunks it was shared out into, with fewer requests, and the libraries' files stay
          // cached across releases of the app's own code (docs/decisions.md, "Performance budgets").
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 1 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, tags: ['$initial'], priority: 1 },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, tags: ['$initial'], priority: 1 },
            { name: 'entry', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
