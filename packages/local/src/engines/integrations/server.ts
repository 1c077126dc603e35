import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FaultSwitches, zFaultInput, type Fault, type FaultInput } from './faults.js';
import { FAKES, type FakeEntry } from './registry.js';
import type { FakeProvider, FakeRequest, FakeResponse } from './types.js';

/** One call a fake answered (or the fakes server answered for it with a fault). */
export interface ReceivedCall {
  seq: number;
  provider: string;
  method: string;
  /** The path below the fake's prefix, with its query string. */
  path: string;
  at: string;
  status: number;
  /** What the fake said it received (its `record` lines), else `METHOD path`. */
  summary: string;
  data?: unknown;
  /** The fault that answered instead of the fake, if any. */
  fault?: Fault['mode'];
  ms: number;
}

export interface IntegrationFakes {
  /** `http://127.0.0.1:<port>`; each fake is at `<url>/<name>`. */
  url: string;
  port: number;
  /** The *_URL variables pointing each provider's adapter at its fake. */
  env: Record<string, string>;
  fakes: FakeProvider[];
  fake(name: string): FakeProvider | undefined;
  faults(input: FaultInput): Fault;
  activeFaults(): Fault[];
  /** What each fake received, oldest first; one provider's when named. */
  received(provider?: string): ReceivedCall[];
  /** What each fake holds now. */
  snapshot(): Record<string, unknown>;
  /** Forgets every fake's state, the recorded calls and the faults. */
  reset(): void;
  stop(): Promise<void>;
}

export interface IntegrationFakesOptions {
  /** 0 or omitted: a free port. */
  port?: number;
  host?: string;
  /** The fakes to mount; the registry's by default. */
  fakes?: FakeEntry[];
  /** Calls kept per provider (the oldest are dropped): a bench sends thousands. */
  keep?: number;
}

const MAX_BODY = 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req as AsyncIterable<Buffer>) {
    size += c.length;
    if (size > MAX_BODY) return undefined;
    chunks.push(c);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function write(res: ServerResponse, answer: FakeResponse): void {
  const headers: Record<string, string> = { 'cache-control': 'no-store', ...answer.headers };
  let body = '';
  if (typeof answer.body === 'string') body = answer.body;
  else if (answer.body !== undefined) {
    body = JSON.stringify(answer.body);
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json; charset=utf-8';
  }
  res.writeHead(answer.status, headers);
  res.end(body);
}

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms).unref());

/** The answer a `fail` or `rate_limit` fault gives instead of the fake. */
function faultAnswer(fault: Fault): FakeResponse {
  if (fault.mode === 'rate_limit') {
    return { status: 429, headers: { 'retry-after': String(fault.retryAfterSeconds) }, body: { statusCode: 429, message: 'Too Many Requests' } };
  }
  return { status: fault.status, body: { statusCode: fault.status, message: 'A fault switched on at the local fakes server.' } };
}

/**
 * The local fakes of the integration providers on one loopback port (docs/decisions.md,
 * "Integration providers and their local fakes"): each fake under `/{name}/`, every call recorded,
 * faults applied before a fake sees a call, and a control API under `/_control/` for tests in
 * other processes.
 */
export async function startIntegrationFakes(opts: IntegrationFakesOptions = {}): Promise<IntegrationFakes> {
  const host = opts.host ?? '127.0.0.1';
  const keep = opts.keep ?? 500;
  const entries = opts.fakes ?? FAKES;
  const fakes = entries.map((e) => e.create());
  const byName = new Map(fakes.map((f) => [f.name as string, f]));
  const switches = new FaultSwitches();
  const calls = new Map<string, ReceivedCall[]>();
  let seq = 0;
  let url = '';

  const remember = (call: ReceivedCall) => {
    const list = calls.get(call.provider) ?? [];
    list.push(call);
    if (list.length > keep) list.splice(0, list.length - keep);
    calls.set(call.provider, list);
  };
  const received = (provider?: string) =>
    provider ? [...(calls.get(provider) ?? [])] : [...calls.values()].flat().sort((a, b) => a.seq - b.seq);
  const reset = () => {
    for (const f of fakes) f.reset();
    calls.clear();
    switches.clear();
  };
  const snapshot = () => Object.fromEntries(fakes.map((f) => [f.name, f.snapshot()]));

  async function control(req: IncomingMessage, res: ServerResponse, u: URL): Promise<void> {
    const method = req.method ?? 'GET';
    if (u.pathname === '/_control/faults' && method === 'POST') {
      let input: unknown;
      try {
        input = JSON.parse((await readBody(req)) ?? '');
      } catch {
        input = undefined;
      }
      const parsed = zFaultInput.safeParse(input);
      if (!parsed.success) return write(res, { status: 422, body: { message: 'The given data was invalid.', errors: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) } });
      if (!byName.has(parsed.data.provider)) return write(res, { status: 404, body: { message: `No fake named ${parsed.data.provider}.` } });
      return write(res, { status: 201, body: switches.add(parsed.data) });
    }
    if (u.pathname === '/_control/faults' && method === 'GET') return write(res, { status: 200, body: { faults: switches.list() } });
    if (u.pathname === '/_control/received' && method === 'GET') {
      return write(res, { status: 200, body: { calls: received(u.searchParams.get('provider') ?? undefined) } });
    }
    if (u.pathname === '/_control/state' && method === 'GET') return write(res, { status: 200, body: snapshot() });
    if (u.pathname === '/_control/reset' && method === 'POST') {
      reset();
      return write(res, { status: 200, body: { reset: true } });
    }
    return write(res, { status: 404, body: { message: 'Not Found' } });
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const u = new URL(req.url ?? '/', 'http://fakes.local');
    if (u.pathname.startsWith('/_control/')) return control(req, res, u);
    const m = /^\/([\w-]+)(\/.*)?$/.exec(u.pathname);
    const fake = m ? byName.get(m[1] as string) : undefined;
    if (!m || !fake) return write(res, { status: 404, body: { message: 'No fake at this path.' } });
    const path = m[2] ?? '/';
    const started = Date.now();
    const call: ReceivedCall = {
      seq: ++seq,
      provider: fake.name,
      method: req.method ?? 'GET',
      path: path + u.search,
      at: new Date(started).toISOString(),
      status: 0,
      summary: '',
      ms: 0,
    };
    const lines: { summary: string; data?: unknown }[] = [];
    let answer: FakeResponse;
    const rawBody = await readBody(req);
    const fault = switches.take(fake.name);
    if (fault) call.fault = fault.mode;
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (rawBody === undefined) answer = { status: 413, body: { message: 'Request body too large.' } };
    else if (fault && fault.mode !== 'slow' && fault.mode !== 'lost_answer') answer = faultAnswer(fault);
    else {
      const fakeReq: FakeRequest = { method: call.method, path, query: u.searchParams, headers: req.headers, rawBody };
      try {
        answer = await fake.handle(fakeReq, { baseUrl: `${url}/${fake.name}`, record: (entry) => lines.push(entry) });
      } catch (e) {
        answer = { status: 500, body: { message: e instanceof Error ? e.message : 'The fake failed.' } };
      }
    }
    call.status = answer.status;
    call.summary = lines.map((l) => l.summary).join('; ') || `${call.method} ${path}`;
    const data = lines.filter((l) => l.data !== undefined).map((l) => l.data);
    if (data.length) call.data = data.length === 1 ? data[0] : data;
    call.ms = Date.now() - started;
    remember(call);
    // The work is done; the answer never reaches the caller.
    if (fault?.mode === 'lost_answer') {
      req.socket.destroy();
      return;
    }
    // A caller that gave up on a slow call has gone; nothing to write to.
    if (!res.destroyed) write(res, answer);
  }

  const server: Server = createServer((req, res) => {
    route(req, res).catch((e: unknown) => {
      if (!res.headersSent) write(res, { status: 500, body: { message: e instanceof Error ? e.message : 'error' } });
      else res.end();
    });
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 0, host, () => ok());
  });
  const port = (server.address() as AddressInfo).port;
  url = `http://${host}:${port}`;
  const env = Object.assign({}, ...entries.map((e) => e.env(`${url}/${e.name}`))) as Record<string, string>;

  return {
    url,
    port,
    env,
    fakes,
    fake: (name) => byName.get(name),
    faults: (input) => {
      const p = zFaultInput.parse(input);
      if (!byName.has(p.provider)) throw new Error(`No fake named ${p.provider}.`);
      return switches.add(p);
    },
    activeFaults: () => switches.list(),
    received,
    snapshot,
    reset,
    stop: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}
