/**
 * The bundle budget: every handler of the manifest, bundled alone as SST bundles it for Lambda,
 * loads less than BUNDLE_BUDGET_BYTES (stacks/bundling.ts) of minified code at a cold start. Natives (@node-rs/argon2) and the AWS
 * SDK are not bundled (stacks/bundling.ts says why); they are installed beside the bundle at the
 * versions the lockfile resolved, and this test checks every package a bundle leaves out is one
 * of those.
 */
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLE_BUDGET_BYTES, externalPackages, nodejsOptions, PLUGINS_FILE, pinnedInstall } from '../../stacks/bundling.js';
import { pureTopLevelCalls, zodNamespaceImports } from '../../stacks/esbuild/plugins.mjs';
import { manifest } from '../../stacks/manifest.js';
import { bundleHandler, handlerBundler, kb } from './bundle.js';
import { schemasBuiltAtImport } from './schemas-at-import.js';

const handlers = [...new Set([...manifest.routes, ...manifest.webhooks, ...manifest.workers].map((e) => e.handler))];

describe('handler bundles', async () => {
  const installed = Object.keys(pinnedInstall());
  // Every handler bundled alone, one after another in one context that keeps esbuild's parsed files.
  const bundler = await handlerBundler();
  afterAll(() => bundler.dispose());

  it.each(handlers)(`%s loads under ${BUNDLE_BUDGET_BYTES / 1024} KB at a cold start, and leaves out only installed packages`, async (handler) => {
    const b = await bundler.bundle(handler);
    const detail = `${handler}: ${kb(b.initBytes)} at import; largest: ${b.top.map((t) => `${t.name} ${kb(t.bytes)}`).join(', ')}`;
    expect(b.initBytes, detail).toBeLessThan(BUNDLE_BUDGET_BYTES);
    // Loaded only where used, never at a cold start: ElectroDB's model validator (models are
    // checked by every local run instead, stacks/esbuild/plugins.mjs) and the QR code library
    // (only when a two-factor setup starts).
    for (const lazy of ['jsonschema', 'qrcode', 'pngjs', 'stripe', 'nodemailer']) expect(b.initPackages, handler).not.toContain(lazy);
    for (const ext of b.externals) expect(installed, `${handler} imports ${ext}, which is neither bundled nor installed`).toContain(ext);
  });

  it('is measured with the plugins SST is given, or twins of them that build the same files', async () => {
    // A handler whose files each of the three plugins changes (leaving any one out changes them).
    const handler = 'http/user/update';
    expect(handlers).toContain(handler);
    const [sst, jsApi] = [await bundleHandler(handler, { plugins: 'sst' }), await bundleHandler(handler)];
    expect(jsApi.outputs).toEqual(sst.outputs);
  });

  it('measures each handler as a build of that handler alone would, after the shared context built others', async () => {
    // Two handlers that share most files; the second is built from the context's cache of them.
    for (const handler of ['http/user/me', 'http/user/update']) {
      expect(handlers).toContain(handler);
      const [alone, shared] = [await bundleHandler(handler, { plugins: 'sst' }), await bundler.bundle(handler)];
      expect(shared).toEqual(alone);
    }
  });

  it('uses the options SST is given', () => {
    const sst = nodejsOptions();
    expect(sst.plugins).toBe(PLUGINS_FILE);
    expect(sst.splitting).toBe(true);
    expect(sst.format).toBe('esm');
    expect(sst.minify).toBe(true);
    expect(sst.esbuild.external).toEqual(externalPackages());
    // Exact versions, as resolved by the lockfile.
    for (const v of Object.values(sst.install)) expect(v).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("gives handlers ElectroDB's exports but Service, from the same modules", () => {
    const require = createRequire(import.meta.url);
    const index = require('electrodb') as Record<string, unknown>;
    const standIn = require('../../stacks/esbuild/electrodb-without-service.cjs') as Record<string, unknown>;
    const { Service, ...rest } = index;
    expect(Service).toBeDefined();
    expect(standIn).toEqual(rest);
    for (const name of Object.keys(rest)) expect(standIn[name], name).toBe(index[name]);
  });

  it('reads `import { z }` as a namespace import and leaves other imports alone', () => {
    expect(zodNamespaceImports(`import { z } from 'zod';`)).toBe(`import * as z from 'zod';`);
    expect(zodNamespaceImports(`import { z, type ZodType } from "zod";`)).toBe(`import * as z from "zod"; import { type ZodType } from "zod";`);
    expect(zodNamespaceImports(`import { ZodError } from 'zod';`)).toBe(`import { ZodError } from 'zod';`);
    expect(zodNamespaceImports(`import { z } from 'zod/mini';`)).toBe(`import { z } from 'zod/mini';`);
  });

  describe('a handler builds at import only the schemas it can reach', () => {
    it('reads the work of initialising top-level constants in a module importing zod as free of side effects', () => {
      const contract = [
        `import * as z from 'zod';`,
        `const id = z.string().min(1);`,
        `const fields = { name: z.string() };`,
        `export const a = z`,
        `  .object({ id, ...fields })`,
        `  .refine((v) => check(v));`,
        `export const b: z.ZodType<string> = z.enum([...LIST]);`,
        `const run = async () => start();`,
        `function f() {`,
        `  const s = z.string();`,
        `}`,
      ].join('\n');
      expect(pureTopLevelCalls(contract).split('\n')).toEqual([
        `import * as z from 'zod';`,
        `const id = /* @__PURE__ */ z.string().min(1);`,
        `const fields = { name: /* @__PURE__ */ z.string() };`,
        // A spread may run a getter, so esbuild keeps it unless it is read through an annotated call.
        `export const a = /* @__PURE__ */ z`,
        `  .object(/* @__PURE__ */ (() => ({ id, ...fields }))())`,
        `  .refine((v) => check(v));`,
        `export const b: z.ZodType<string> = /* @__PURE__ */ z.enum(/* @__PURE__ */ (() => ([...LIST]))());`,
        // Code inside functions runs when they are called: left alone.
        `const run = async () => start();`,
        `function f() {`,
        `  const s = z.string();`,
        `}`,
      ]);
      // Only modules that import zod: elsewhere a top-level call may be there for what it does.
      expect(pureTopLevelCalls(`const started = start();\n`)).toBe(`const started = start();\n`);
    });

    it('the campaign pause builds the one campaign schema it parses, not the whole campaign contract', async () => {
      // 1,076 schemas at import before unused ones were left out (414 of them the campaign
      // contract's), 158 after, 45 once the environment's variables were parsed on first read
      // (113 schemas, built for every variable at import before), 16 once the token claims were
      // built on the first token checked.
      expect(await schemasBuiltAtImport('http/campaigns/active-pause')).toBeLessThan(20);
    });
  });
});
