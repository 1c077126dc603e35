import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const guards = fileURLToPath(new URL('./process-guards.ts', import.meta.url));

/** Runs a script in a fresh node (with tsx) and answers its exit code and output. */
function run(script: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20_000 });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('an error no request caught is logged and the platform keeps running', () => {
  it('without the guards node exits on an unhandled rejection (the control)', () => {
    const r = run(`Promise.reject(new Error('boom')); setTimeout(() => console.log(['still', 'up'].join('-')), 200);`);
    expect(r.status).not.toBe(0);
    expect(r.out).not.toContain('still-up');
  });

  it('with the guards an unhandled rejection and a throw in a callback are logged, and it goes on', () => {
    const r = run(
      `const { installProcessGuards } = await import(${JSON.stringify(guards)});
       installProcessGuards();
       Promise.reject(new Error('boom-rejection'));
       setTimeout(() => { throw new Error('boom-callback'); }, 50);
       setTimeout(() => console.log(['still', 'up'].join('-')), 300);`,
    );
    expect(r.status).toBe(0);
    expect(r.out).toContain('still-up');
    expect(r.out).toContain('boom-rejection');
    expect(r.out).toContain('boom-callback');
  });
});
