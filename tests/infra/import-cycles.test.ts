/**
 * The import-cycle rule of lint (docs/decisions.md, "Code structure"): two modules that import each
 * other fail `npm run lint`, and a one-way import does not. The files are planted in the core's
 * source folder so the project's own ESLint config (its file globs, its TypeScript resolver) is
 * the one that judges them.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './run-stacks.js';

const DIR = join(ROOT, 'packages/core/src', `zz-cycle-probe-${process.pid}`);
const file = (name: string) => join(DIR, name);

beforeAll(() => {
  mkdirSync(DIR, { recursive: true });
  // A circle: the way `payments/card.ts` once reached itself through billing runs.
  writeFileSync(file('first.ts'), "import { second } from './second.js';\nexport const first = (): number => second() + 1;\n");
  writeFileSync(file('second.ts'), "import { first } from './first.js';\nexport const second = (): number => (Math.random() > 2 ? first() : 0);\n");
  // A line: one module importing another that imports nothing back.
  writeFileSync(file('top.ts'), "import { leaf } from './leaf.js';\nexport const top = (): number => leaf() + 1;\n");
  writeFileSync(file('leaf.ts'), 'export const leaf = (): number => 1;\n');
  // Only types going back: erased at build, so not a cycle a reader or the runtime meets.
  writeFileSync(file('shape.ts'), "import type { Made } from './maker.js';\nexport interface Shape { made?: Made }\n");
  writeFileSync(file('maker.ts'), "import type { Shape } from './shape.js';\nexport interface Made { shape: Shape }\nexport const make = (shape: Shape): Made => ({ shape });\n");
});

afterAll(() => rmSync(DIR, { recursive: true, force: true }));

async function cycleErrors(...names: string[]): Promise<Record<string, string[]>> {
  const results = await new ESLint({ cwd: ROOT }).lintFiles(names.map(file));
  return Object.fromEntries(results.map((r) => [r.filePath.slice(DIR.length + 1), r.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message)]));
}

describe('lint refuses modules that import each other', () => {
  it('two files importing each other both fail with "Dependency cycle"', async () => {
    const errors = await cycleErrors('first.ts', 'second.ts');
    expect(errors['first.ts']).toEqual([expect.stringContaining('Dependency cycle')]);
    expect(errors['second.ts']).toEqual([expect.stringContaining('Dependency cycle')]);
  });

  it('a one-way import passes', async () => {
    expect(await cycleErrors('top.ts', 'leaf.ts')).toEqual({ 'top.ts': [], 'leaf.ts': [] });
  });

  it('type-only imports going back pass', async () => {
    expect(await cycleErrors('shape.ts', 'maker.ts')).toEqual({ 'shape.ts': [], 'maker.ts': [] });
  });
});
