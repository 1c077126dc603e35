import type { IncomingMessage, ServerResponse } from 'node:http';
import { clockOffset, ingestLeadsBodySchema, LEAD_INGEST_QUEUE, queue, setClockOffset } from '@platform/core';
import type { SmtpSink } from './engines/smtp.js';
import { isLoopback } from './loopback.js';
import { simulateLeads, simulatorTick } from './engines/lead-simulator/simulator.js';
import { demoSitePage } from './engines/lead-simulator/demo-site.js';
import { countFaults, setCountFaults } from './engines/lead-simulator/counts.js';
import { enrichFaults, setEnrichFaults } from './engines/lead-simulator/enrich.js';
import type { ScheduleRuntime } from './schedules.js';
import type { WorkerRuntime } from './workers.js';
import type { IntegrationFakes } from './engines/integrations/server.js';
import { fakeViews, integrationsPage } from './engines/integrations/page.js';
import { localWebhookReceiver, webhookReceiverView } from './engines/integrations/local-webhook-receiver.js';

export interface LocalRuntime {
  mailbox: SmtpSink;
  workers?: WorkerRuntime;
  schedules?: ScheduleRuntime;
  integrations?: IntegrationFakes;
}


const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req as AsyncIterable<Buffer>) {
    size += c.length;
    if (size > 64 * 1024) break;
    chunks.push(c);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The embedded runtime's own pages, for a developer on this machine and for tests in other
 * processes: the mailbox, running a schedule now, waiting for a queue to empty, moving the clock.
 * They exist only locally (nothing on AWS serves /_local) and answer only to loopback clients.
 */
export async function serveLocal(req: IncomingMessage, res: ServerResponse, url: URL, rt: LocalRuntime): Promise<boolean> {
  if (!url.pathname.startsWith('/_local/')) return false;
  if (!isLoopback(req)) {
    send(res, 404, { result: 'error', message: 'Not Found' });
    return true;
  }
  const method = req.method ?? 'GET';
  const path = url.pathname;
  if (path === '/_local/mailbox' && method === 'GET') {
    send(res, 200, { messages: rt.mailbox.messages() });
    return true;
  }
  if (path === '/_local/queues' && method === 'GET') {
    send(res, 200, { queues: rt.workers?.depths() ?? [] });
    return true;
  }
  const drain = /^\/_local\/queues\/([\w-]+)\/drain$/.exec(path);
  if (drain && method === 'POST') {
    const body = await jsonBody(req);
    const timeoutMs = typeof body.timeoutMs === 'number' ? Math.min(Math.max(body.timeoutMs, 0), 120_000) : 30_000;
    const name = drain[1] as string;
    if (!rt.workers?.queue(name)) {
      send(res, 404, { result: 'error', message: `No queue named ${name}.` });
      return true;
    }
    const drained = await rt.workers.drain(name, timeoutMs);
    send(res, drained ? 200 : 504, { drained, queues: rt.workers.depths().filter((q) => q.queue === name) });
    return true;
  }
  if (path === '/_local/schedules/tick' && method === 'POST') {
    send(res, 200, { fired: (await rt.schedules?.tick()) ?? [] });
    return true;
  }
  const run = /^\/_local\/schedules\/([\w-]+)\/run$/.exec(path);
  if (run && method === 'POST') {
    const ran = (await rt.schedules?.run(run[1] as string)) ?? false;
    send(res, ran ? 200 : 404, ran ? { ran: run[1] } : { result: 'error', message: `No schedule named ${run[1]}.` });
    return true;
  }
  // The lead simulator now: `{ leads: [...] }` queues those leads, `{ campaign_code, count, seed }` sends that campaign's seeded leads, `{}` runs one tick.
  if (path === '/_local/lead-simulator/run' && method === 'POST') {
    const body = await jsonBody(req);
    if (Array.isArray(body.leads)) {
      // Leads given as the vendor would push them (tests choose e-mails, ids and times).
      const leads = ingestLeadsBodySchema.safeParse({ leads: body.leads });
      if (!leads.success) {
        send(res, 422, { result: 'error', message: 'The given data was invalid.', errors: { leads: leads.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) } });
        return true;
      }
      for (const lead of leads.data.leads) await queue().send(LEAD_INGEST_QUEUE, { kind: 'lead', lead });
      send(res, 200, { sent: leads.data.leads.length });
    } else if (typeof body.campaign_code === 'string') {
      const count = typeof body.count === 'number' ? Math.min(Math.max(Math.floor(body.count), 1), 10_000) : 1;
      const leads = await simulateLeads(body.campaign_code, count, typeof body.seed === 'string' ? body.seed : String(Date.now()));
      send(res, 200, { sent: leads.length, leads });
    } else {
      send(res, 200, { sent: await simulatorTick() });
    }
    return true;
  }
  // The simulator's approximate counts: GET the faults, POST `{ fail: n (-1 always, 0 none), delayMs }` to make the next counts fail or wait.
  if (path === '/_local/lead-simulator/counts') {
    if (method === 'POST') {
      const body = await jsonBody(req);
      send(res, 200, setCountFaults({ ...(typeof body.fail === 'number' ? { fail: body.fail } : {}), ...(typeof body.delayMs === 'number' ? { delayMs: body.delayMs } : {}) }));
    } else send(res, 200, countFaults());
    return true;
  }
  // The simulator's enrichments: POST `{ after: n, fail: m }` to let the next n append calls pass and fail the m after them (a worker crashing mid-job).
  if (path === '/_local/lead-simulator/enrich') {
    if (method === 'POST') {
      const body = await jsonBody(req);
      send(res, 200, setEnrichFaults({ ...(typeof body.after === 'number' ? { after: body.after } : {}), ...(typeof body.fail === 'number' ? { fail: body.fail } : {}) }));
    } else send(res, 200, enrichFaults());
    return true;
  }
  const demo = /^\/_local\/demo-site\/([\w-]{1,64})$/.exec(path);
  if (demo && method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(demoSitePage(demo[1] as string, `http://${req.headers.host ?? '127.0.0.1'}`));
    return true;
  }
  if (path === '/_local/integrations' && method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(integrationsPage([...(rt.integrations ? fakeViews(rt.integrations) : []), webhookReceiverView()], rt.integrations?.url));
    return true;
  }
  // The same as JSON, with the fakes server's address (its /_control API sets faults), for tests in other processes.
  if (path === '/_local/integrations/state' && method === 'GET') {
    send(res, 200, { url: rt.integrations?.url, state: rt.integrations?.snapshot() ?? {}, received: rt.integrations?.received() ?? [] });
    return true;
  }
  // The local webhook receiver (docs/decisions.md, "Leads out: integrations and delivery", Delivery): POST a signed webhook, GET what it received, POST …/_fail or …/_secret.
  const hook = /^\/_local\/webhook-receiver(\/.*)$/.exec(path);
  if (hook) {
    const chunks: Buffer[] = [];
    for await (const c of req as AsyncIterable<Buffer>) chunks.push(c);
    const answer = await localWebhookReceiver().handle(
      { method, path: hook[1] as string, query: url.searchParams, headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8') },
      { baseUrl: `http://${req.headers.host ?? '127.0.0.1'}/_local/webhook-receiver`, record: () => undefined },
    );
    res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...answer.headers });
    res.end(JSON.stringify(answer.body ?? {}));
    return true;
  }
  if (path === '/_local/clock') {
    if (method === 'POST') {
      const body = await jsonBody(req);
      if (typeof body.offsetMs !== 'number' || !Number.isFinite(body.offsetMs) || body.offsetMs < 0) {
        send(res, 422, { result: 'error', message: 'offsetMs must be a number of milliseconds, 0 or more.' });
        return true;
      }
      setClockOffset(body.offsetMs);
    }
    send(res, 200, { offsetMs: clockOffset(), now: new Date(Date.now() + clockOffset()).toISOString() });
    return true;
  }
  send(res, 404, { result: 'error', message: 'Not Found' });
  return true;
}
