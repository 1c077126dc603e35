import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';
import { buildRecord } from './build/build-record.ts';
import { signedInChunks } from './build/signed-in-chunks.ts';

/**
 * The public API's documentation page (GET /api/v1/docs) loads Scalar's standalone bundle from the
 * platform's own origin: it ships as a static file of this build, `developer-docs/scalar.js`, so the CDN
 * (and the embedded runtime's static server) answers it compressed and cached, never a Lambda
 * (docs/decisions.md, "Public API").
 */
function apiDocsScript(): Plugin {
  return {
    name: 'developer-docs-script',
    apply: 'build',
    generateBundle() {
      const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
      this.emitFile({ type: 'asset', fileName: 'developer-docs/scalar.js', source: readFileSync(join(dirname(entry), 'browser', 'standalone.js')) });
    },
  };
}

/**
 * Built by `vite build packages/web` from the repo root, so paths here are relative to this folder.
 * In `vite dev` the API comes from the embedded runtime (`npm start`, port 3000) through a proxy, so
 * the app keeps talking to its own origin as it does in production.
 */
const signedIn = signedInChunks(import.meta.dirname);

export default defineConfig({
  plugins: [
    react(),
    apiDocsScript(),
    signedIn.plugin,
    // What the build read and wrote, so the web bundle test can check this build rather than make its own.
    buildRecord(),
    // Each text file also written as .br and .gz beside it, with the settings the embedded runtime's
    // server used to compress on a first request: it now answers those files, so the first visitor
    // after `npm start` waits no longer than the second. CloudFront compresses on its own in AWS
    // (docs/decisions.md, "Performance budgets").
    compression({
      include: /\.(html|js|css|svg|json|txt)$/,
      threshold: 1000,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
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
            ...signedIn.groups,
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
