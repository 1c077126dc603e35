import { formBody } from './fake-http.js';
import type { FakeProvider, FakeRequest, FakeResponse } from './types.js';

/**
 * Kartra's inbound API, locally: the platform's app (`KARTRA_FAKE_APP_ID`) and one client account
 * (`KARTRA_FAKE_API_KEY` / `KARTRA_FAKE_API_PASSWORD`) with a few lists and tags. Like Kartra it
 * takes one form-encoded `POST /api`, answers every confirmation and error with HTTP 200
 * `{ status, message, type }` (a chained call answers each action under `actions`), finds the lead
 * by id or e-mail before running the actions, and never upserts: `create_lead` on a known e-mail
 * is type 244 while the following actions still apply to that lead.
 */
export const KARTRA_FAKE_APP_ID = 'local-platform-app';
export const KARTRA_FAKE_API_KEY = 'kartra-local-key';
export const KARTRA_FAKE_API_PASSWORD = 'kartra-local-password';

const SEEDED_LISTS = ['Newsletter', 'Buyers', 'Webinar'];
const SEEDED_TAGS = ['Website lead', 'Hot', 'Local'];
const LEAD_FIELDS = ['email', 'first_name', 'middle_name', 'last_name', 'phone', 'phone_country_code', 'address', 'city', 'state', 'zip', 'country', 'company'] as const;

export interface KartraLead {
  id: string;
  email: string;
  fields: Partial<Record<(typeof LEAD_FIELDS)[number], string>>;
  lists: string[];
  tags: string[];
}

type Result = { status: 'Success' | 'Error'; message?: string; type?: string; [k: string]: unknown };
const error = (message: string, type: string): Result => ({ status: 'Error', message, type });
const ok = (extra: Record<string, unknown> = {}): Result => ({ status: 'Success', ...extra });
const answer = (body: Result | Record<string, unknown>): FakeResponse => ({ status: 200, body });

/** The confirmation of a call that fails before any action runs (app, keys, shape). */
function refusal(form: Record<string, unknown>): Result | undefined {
  if (!form.app_id) return error('App Id cannot be empty. Please get an App Id first', '238');
  if (form.app_id !== KARTRA_FAKE_APP_ID) return error('App Id is not valid. The app does not exists or is inactive', '239');
  if (!form.api_key) return error('API key cannot be empty. Please get an API key first', '202');
  if (form.api_key !== KARTRA_FAKE_API_KEY) return error('API key not valid. Please get an API key first', '203');
  if (form.api_password !== KARTRA_FAKE_API_PASSWORD) return error('API password not valid. Please get an API password first', '233');
  if (form.lead !== undefined && typeof form.lead !== 'object') return error("'lead' not an array", '223');
  if (typeof form.actions !== 'object' || form.actions === null) return error("'actions' not an array", '224');
  return undefined;
}

/** `perSecond`: Kartra's limit per app (20); over it, a call answers 429 and runs nothing. */
export function createKartraFake(opts: { perSecond?: number } = {}): FakeProvider {
  const limit = opts.perSecond ?? 20;
  let leads: KartraLead[] = [];
  let seq = 0;
  let recent: number[] = [];

  const find = (lead: Record<string, string>) =>
    lead.id ? leads.find((l) => l.id === lead.id) : lead.email ? leads.find((l) => l.email === lead.email?.toLowerCase()) : undefined;
  const fieldsOf = (lead: Record<string, string>) =>
    Object.fromEntries(LEAD_FIELDS.filter((f) => f !== 'email' && lead[f] !== undefined).map((f) => [f, lead[f]])) as KartraLead['fields'];

  /** Runs one action on the call's lead (made by create_lead when the call began without one). */
  function run(cmd: string | undefined, action: Record<string, string>, lead: Record<string, string>, current: KartraLead | undefined): { result: Result; lead?: KartraLead } {
    if (!cmd) return { result: error("'cmd' is required", '254') };
    if (cmd === 'retrieve_account_lists') return { result: ok({ account_lists: SEEDED_LISTS }) };
    if (cmd === 'retrieve_account_tags') return { result: ok({ account_tags: SEEDED_TAGS }) };
    if (!lead.email && !lead.id) return { result: error('email or lead id is required. Nothing done', '206') };
    if (cmd === 'create_lead') {
      if (current) return { result: error('Lead already exists', '244') };
      if (!lead.email) return { result: error('email or lead id is required. Nothing done', '206') };
      const made: KartraLead = { id: String(++seq), email: lead.email.toLowerCase(), fields: fieldsOf(lead), lists: [], tags: [] };
      leads.push(made);
      return { result: ok({ lead_details: { id: made.id } }), lead: made };
    }
    if (!current) return { result: error('No lead found', '243') };
    if (cmd === 'edit_lead') {
      current.fields = { ...current.fields, ...fieldsOf(lead) };
      return { result: ok({ lead_details: { id: current.id } }) };
    }
    if (cmd === 'subscribe_lead_to_list') {
      if (!action.list_name) return { result: error('List cannot be empty', '207') };
      if (!SEEDED_LISTS.includes(action.list_name)) return { result: error('List does not exist', '231') };
      if (!current.lists.includes(action.list_name)) current.lists.push(action.list_name);
      return { result: ok({ message: 'Lead subscribed to list', type: '101' }) };
    }
    if (cmd === 'assign_tag') {
      if (!action.tag_name) return { result: error('Tag cannot be empty', '211') };
      if (!SEEDED_TAGS.includes(action.tag_name)) return { result: error('Tag does not exist', '212') };
      if (!current.tags.includes(action.tag_name)) current.tags.push(action.tag_name);
      return { result: ok({ message: 'Tag assigned to lead', type: '103' }) };
    }
    return { result: error('App does not have permission to execute this CMD', '262') };
  }

  async function handle(req: FakeRequest, record: (e: { summary: string; data?: unknown }) => void): Promise<FakeResponse> {
    if (req.method !== 'POST' || req.path !== '/api') return { status: 404, headers: { 'content-type': 'text/html' }, body: '<h1>Page not found</h1>' };
    const now = Date.now();
    recent = recent.filter((t) => now - t < 1000);
    recent.push(now);
    if (recent.length > limit) return { status: 429, body: { status: 'Error', message: 'Too many requests' } };
    const form = formBody(req.rawBody);
    const refused = refusal(form);
    if (refused) return answer(refused);
    const lead = (form.lead ?? {}) as Record<string, string>;
    const actions = Object.entries(form.actions as Record<string, Record<string, string>>)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, a]) => a);
    // A lone account query answers flat, as Kartra's examples show.
    const only = actions.length === 1 ? actions[0]?.cmd : undefined;
    if (only === 'retrieve_account_lists' || only === 'retrieve_account_tags') return answer(run(only, {}, lead, undefined).result);
    let current = find(lead);
    const results = actions.map((action) => {
      const done = run(action.cmd, action, lead, current);
      if (done.lead) current = done.lead;
      return { [action.cmd ?? 'unknown']: done.result };
    });
    record({ summary: `${actions.map((a) => a.cmd).join(' + ')} for ${lead.email ?? lead.id ?? 'no lead'}`, data: { lead, actions, results } });
    return answer({ status: 'Success', actions: results });
  }

  return {
    name: 'kartra',
    handle: (req, ctx) => handle(req, ctx.record),
    snapshot: () => ({
      account: { appId: KARTRA_FAKE_APP_ID, apiKey: KARTRA_FAKE_API_KEY, apiPassword: KARTRA_FAKE_API_PASSWORD },
      leads: leads.map((l) => ({ ...l, fields: { ...l.fields }, lists: [...l.lists], tags: [...l.tags] })), lists: SEEDED_LISTS, tags: SEEDED_TAGS }),
    reset: () => {
      leads = [];
      seq = 0;
      recent = [];
    },
  };
}
