import { execFileSync } from 'node:child_process';

/**
 * `npm start` runs the platform as npm's grandchild (npm → sh → tsx → node). A process manager
 * stopping it sends SIGTERM to npm, which exits without passing the signal on: the platform and its
 * DynamoDB Local child would run on, orphaned, holding their ports. So the platform watches the npm
 * process that started it and stops itself when that process is gone.
 */

/** The nearest ancestor process that is npm, or undefined (not started by npm, or no `ps`). */
export function npmAncestor(startPid: number = process.ppid, maxDepth = 6): number | undefined {
  let pid = startPid;
  for (let depth = 0; depth < maxDepth && pid > 1; depth += 1) {
    let line: string;
    try {
      line = execFileSync('ps', ['-o', 'ppid=', '-o', 'args=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return undefined;
    }
    const m = /^(\d+)\s+(.*)$/.exec(line);
    if (!m) return undefined;
    // The command itself, not its arguments: `sh -c "npm run build:web && tsx ..."` is not npm.
    const [command = '', script = ''] = (m[2] ?? '').split(/\s+/);
    if (/(^|\/)npm$/.test(command) || /(^|\/)npm-cli\.js$/.test(script)) return pid;
    pid = Number(m[1]);
  }
  return undefined;
}

/** Calls `onGone` once when process `pid` no longer exists. Does not keep the event loop alive. */
export function whenGone(pid: number, onGone: () => void, everyMs = 1000): () => void {
  const timer = setInterval(() => {
    try {
      process.kill(pid, 0);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ESRCH') return;
      clearInterval(timer);
      onGone();
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
