/**
 * Process-level guards for the embedded runtime: a promise nobody awaited that rejects, or an error
 * thrown from a timer or socket callback, is logged and the server stays up. Node's default is to
 * exit, which would take DynamoDB Local's data and every other developer request with it. (Each
 * request is already caught in server.ts; this is for what escapes any one request.)
 */
let installed = false;

export function installProcessGuards(log: (msg: string, error: unknown) => void = defaultLog): void {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', (reason) => log('unhandled rejection (the platform keeps running)', reason));
  process.on('uncaughtException', (error) => log('uncaught exception (the platform keeps running)', error));
}

function defaultLog(msg: string, error: unknown): void {
  console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', msg, error: error instanceof Error ? error.stack : String(error) }));
}
