/**
 * The Node that runs `npm start` and `npm test` is Lambda's major, on any machine that can run npm:
 * the `node` package in devDependencies puts that Node first on every npm script's PATH
 * (docs/decisions.md, "Runtime and tooling").
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAMBDA_RUNTIME, NODE_MAJOR } from '../../stacks/bundling.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, { version: string }> };

describe('tests and the embedded runtime run on the Node that Lambda runs', () => {
  it('this test runs on the Lambda runtime major', () => {
    expect(LAMBDA_RUNTIME).toBe(`nodejs${NODE_MAJOR}.x`);
    expect(Number(process.versions.node.split('.')[0])).toBe(NODE_MAJOR);
  });

  it('package.json brings that Node and says so', () => {
    expect(pkg.engines.node).toBe(`${NODE_MAJOR}.x`);
    expect(pkg.devDependencies.node).toMatch(new RegExp(`^\\^?${NODE_MAJOR}\\.`));
    expect(lock.packages['node_modules/node']?.version.split('.')[0]).toBe(String(NODE_MAJOR));
  });
});
