import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { npmAncestor, whenGone } from './launcher-watch.js';

describe('npm start stops everything when npm is told to stop', () => {
  it('finds the npm process among its ancestors when started by npm', async () => {
    // A stand-in for `npm start`: a process named npm whose grandchild asks for its npm ancestor.
    const child = spawn('bash', ['-c', `exec -a npm bash -c 'node --import tsx -e "import(\\"${new URL('./launcher-watch.ts', import.meta.url).pathname}\\").then(m => console.log(JSON.stringify({ npm: m.npmAncestor(), parent: process.ppid })))"; true'`], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    await new Promise((r) => child.once('exit', r));
    const { npm, parent } = JSON.parse(out) as { npm: number; parent: number };
    expect(npm).toBe(child.pid);
    expect(parent).toBe(child.pid);
  });

  it('a shell running an npm command line is not npm itself', async () => {
    const child = spawn('bash', ['-c', `bash -c 'echo npm run build && node --import tsx -e "import(\\"${new URL('./launcher-watch.ts', import.meta.url).pathname}\\").then(m => console.log(JSON.stringify({ npm: m.npmAncestor(process.ppid, 2) ?? null })))"; true'`], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    await new Promise((r) => child.once('exit', r));
    expect(JSON.parse(out.split('\n').filter(Boolean).at(-1) ?? '{}')).toEqual({ npm: null });
  });

  it('is not fooled outside npm: no npm ancestor, nothing to watch', () => {
    expect(npmAncestor(process.pid, 1)).toBeUndefined();
  });

  it('notices when the watched process has ended', async () => {
    const wrapper = spawn('sleep', ['30']);
    const gone = new Promise<void>((resolve) => whenGone(wrapper.pid as number, resolve, 50));
    wrapper.kill('SIGTERM');
    await expect(gone).resolves.toBeUndefined();
  });
});
