import { z } from 'zod';
import { ACCOUNT_STATES, requireAccount, setAccountState } from './accounts.js';
import type { Ctx } from './engine.js';
import { StripeError } from './errors.js';
import { zFaultInput, type Faults } from './faults.js';
import type { WebhookSender } from './webhooks.js';

/**
 * Loopback-only endpoints for tests in other processes (the platform's API tests): send an event
 * again, hold webhooks and release them out of order, wait until deliveries are done, set a
 * connected account's onboarding outcome, move the gateway's clock, answer API requests badly.
 */
export interface ControlDeps {
  ctx: Ctx;
  webhooks: WebhookSender;
  faults: Faults;
  setClockOffset(ms: number): void;
}

type Answer = { status: number; body: unknown };

const bad = (message: string): Answer => ({ status: 400, body: { error: { type: 'invalid_request_error', message } } });

export async function control(deps: ControlDeps, method: string, path: string, body: Record<string, unknown>): Promise<Answer> {
  const { ctx, webhooks } = deps;
  let m: RegExpMatchArray | null;
  if (method === 'POST' && (m = path.match(/^\/_local\/events\/([^/]+)\/redeliver$/))) {
    const p = z.object({ times: z.coerce.number().int().min(1).max(20).default(1) }).safeParse(body);
    if (!p.success) return bad('times must be an integer from 1 to 20');
    if (!ctx.engine.store.find(m[1]!, 'event')) return { status: 404, body: { error: { type: 'invalid_request_error', message: `No such event: '${m[1]}'` } } };
    return { status: 200, body: { event: m[1], statuses: await webhooks.redeliver(m[1]!, p.data.times) } };
  }
  if (method === 'POST' && path === '/_local/webhooks/hold') {
    webhooks.hold();
    return { status: 200, body: { held: true } };
  }
  if (method === 'POST' && path === '/_local/webhooks/release') {
    const p = z.object({ order: z.enum(['created', 'reverse']).default('created') }).safeParse(body);
    if (!p.success) return bad("order must be 'created' or 'reverse'");
    return { status: 200, body: { delivered: await webhooks.release(p.data.order) } };
  }
  if (method === 'POST' && path === '/_local/webhooks/drain') {
    const p = z.object({ timeoutMs: z.coerce.number().int().min(1).max(120_000).default(10_000) }).safeParse(body);
    if (!p.success) return bad('timeoutMs must be an integer from 1 to 120000');
    const idle = await webhooks.idle(p.data.timeoutMs);
    return { status: idle ? 200 : 504, body: { idle } };
  }
  if (method === 'GET' && path === '/_local/webhooks') {
    return { status: 200, body: { pending: webhooks.deliveries() } };
  }
  if (method === 'POST' && (m = path.match(/^\/_local\/accounts\/([^/]+)\/state$/))) {
    const p = z.object({ state: z.enum(ACCOUNT_STATES) }).safeParse(body);
    if (!p.success) return bad(`state must be one of ${ACCOUNT_STATES.join(', ')}`);
    try {
      const account = requireAccount(ctx, m[1]!, 'id');
      setAccountState(ctx, account, p.data.state);
      return { status: 200, body: account };
    } catch (e) {
      if (e instanceof StripeError) return { status: e.status, body: e.toJSON() };
      throw e;
    }
  }
  if (method === 'POST' && path === '/_local/clock') {
    const p = z.object({ offsetMs: z.coerce.number().int().min(0) }).safeParse(body);
    if (!p.success) return bad('offsetMs must be a non-negative integer');
    deps.setClockOffset(p.data.offsetMs);
    return { status: 200, body: { offsetMs: p.data.offsetMs } };
  }
  if (path === '/_local/stripe/faults') return faultControl(deps.faults, method, body);
  return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
}

function faultControl(faults: Faults, method: string, body: Record<string, unknown>): Answer {
  if (method === 'POST') {
    const p = zFaultInput.safeParse(body);
    if (!p.success) {
      const issue = p.error.issues[0]!;
      return bad(`${issue.path.join('.') || 'body'}: ${issue.message} (mode: lost_answer | timeout | error, count: 1-1000, path: /v1/..., method: GET | POST | DELETE, holdMs)`);
    }
    return { status: 200, body: { fault: faults.add(p.data), faults: faults.list() } };
  }
  if (method === 'DELETE') faults.clear();
  if (method === 'GET' || method === 'DELETE') return { status: 200, body: { faults: faults.list() } };
  return { status: 405, body: { error: { type: 'invalid_request_error', message: `${method} is not allowed on /_local/stripe/faults (GET, POST, DELETE).` } } };
}
