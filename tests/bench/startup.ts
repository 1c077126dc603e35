/** Cold `npm start` to healthy: web build, then the runtime's first start (seeding) and a restart. */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../packages/local/src/engines/ports.js';

async function startToHealthy(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npx', ['tsx', 'packages/local/src/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the platform exited before it was healthy');
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      if (ok) return (performance.now() - started) / 1000;
      if (performance.now() - started > 120_000) throw new Error('not healthy after 120 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    // Ctrl-C, as a person would: the runtime stops its children itself.
    if (child.pid) process.kill(-child.pid, 'SIGINT');
    await new Promise((r) => child.once('exit', r));
  }
}

export async function benchStartup() {
  const t0 = performance.now();
  const build = spawnSync('npm', ['run', '--silent', 'build:web'], { stdio: 'ignore' });
  if (build.status !== 0) throw new Error('web build failed');
  const buildSeconds = (performance.now() - t0) / 1000;
  const dir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  try {
    const first = await startToHealthy(dir);
    const restart = await startToHealthy(dir);
    return { buildSeconds, firstStartSeconds: first, restartSeconds: restart, coldNpmStartSeconds: buildSeconds + first };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
