import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, DEMO, session } from '../client.js';
import { useCore } from '../core.js';
import { auditCounts, member, type Member } from '../generated/kit.js';
import { consentForGoHighLevelMenu } from './consent.js';

/**
 * The agency's GoHighLevel menu link (docs/decisions.md, "Integration providers and their local
 * fakes"): GoHighLevel's agency consent adds a link to the agency's GoHighLevel menu that opens
 * our app on the agency's own domain inside GoHighLevel; Remove takes it out again.
 */
type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;

interface Menu {
  result: string;
  message?: string;
  menu: { agency_connected: boolean; frame_url: string; link: { id: string; title: string; url: string; added_at: string } | null; adding: boolean };
}
interface FakeMenu {
  id: string;
  title: string;
  url: string;
  openMode: string;
  showOnLocation: boolean;
}

const path = (company: string) => `/api/integrations/${company}/gohighlevel/menu`;
const follow = async (url: string) => (await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '';
const fakeMenus = async (url?: string): Promise<FakeMenu[]> => {
  const res = await fetch(`${inject('apiUrl')}/_local/integrations/state`);
  const all = ((await res.json()) as { state: { gohighlevel: { customMenus: FakeMenu[] } } }).state.gohighlevel.customMenus;
  return url ? all.filter((m) => m.url === url) : all;
};
const menuOf = async (m: Member) => (await api<Menu>(path(m.companyId), { token: m.token })).body.menu;

/** GoHighLevel's consent as the agency's owner gives it: `pick` chooses the agency (or a sub-account); answers where our callback sends the browser. */
async function consent(m: Member, pick?: string): Promise<string> {
  const auth = await api<{ url: string }>(`${path(m.companyId)}/authurl`, { token: m.token });
  expect(auth.status).toBe(200);
  return consentForGoHighLevelMenu(auth.body.url, pick);
}

beforeAll(async () => {
  useCore();
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

describe('an agency adds its GoHighLevel menu link', () => {
  let owner: Member;
  beforeAll(async () => {
    owner = await member('agency');
  });

  it('before consent: no link, and the page it would open is on the agency’s own domain', async () => {
    const menu = await menuOf(owner);
    expect(menu).toMatchObject({ agency_connected: false, link: null, adding: false });
    expect(new URL(menu.frame_url).hostname).toBe(owner.domain);
    expect(new URL(menu.frame_url).pathname).toBe('/embed/gohighlevel');
    expect((await api(path(owner.companyId), { token: owner.token, method: 'POST', body: {} })).body).toMatchObject({ message: 'Please connect your GoHighLevel agency account first.' });
  });

  it('the consent adds an iframe link opening that page, and comes back to the GoHighLevel page', async () => {
    const landing = await consent(owner);
    expect(landing).toMatch(new RegExp(`^http://${owner.domain.replace('.', '\\.')}(:\\d+)?/integrations/new\\?type=gohighlevel&menu=added$`));
    const menu = await menuOf(owner);
    expect(menu.agency_connected).toBe(true);
    expect(menu.link).toMatchObject({ url: menu.frame_url });
    const atGhl = await fakeMenus(menu.frame_url);
    expect(atGhl).toHaveLength(1);
    expect(atGhl[0]).toMatchObject({ id: menu.link?.id, openMode: 'iframe', showOnLocation: true });
    expect((await auditCounts(owner.rootId, owner.companyId)).integration_menu_added).toBe(1);
  });

  it('adding again answers the same link; GoHighLevel holds one', async () => {
    const before = await menuOf(owner);
    const again = await api<Menu>(path(owner.companyId), { token: owner.token, method: 'POST', body: {} });
    expect(again.status).toBe(200);
    expect(again.body.menu.link?.id).toBe(before.link?.id);
    expect(await fakeMenus(before.frame_url)).toHaveLength(1);
  });

  it('Remove takes it out of GoHighLevel; the consent is kept, so adding again needs none', async () => {
    const before = await menuOf(owner);
    const removed = await api<Menu>(path(owner.companyId), { token: owner.token, method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ message: 'Removed from your GoHighLevel menu', menu: { link: null, agency_connected: true } });
    expect(await fakeMenus(before.frame_url)).toHaveLength(0);
    expect((await auditCounts(owner.rootId, owner.companyId)).integration_menu_removed).toBe(1);
    // Removing what is gone changes nothing.
    expect((await api<Menu>(path(owner.companyId), { token: owner.token, method: 'DELETE' })).body.menu.link).toBeNull();
    expect((await auditCounts(owner.rootId, owner.companyId)).integration_menu_removed).toBe(1);

    const added = await api<Menu>(path(owner.companyId), { token: owner.token, method: 'POST', body: { title: 'Leads dashboard' } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ message: 'Added to your GoHighLevel menu', menu: { link: { title: 'Leads dashboard', url: before.frame_url } } });
    expect(await fakeMenus(before.frame_url)).toMatchObject([{ title: 'Leads dashboard' }]);
  });

  it('a title longer than GoHighLevel’s menu holds is refused, nothing changed', async () => {
    const res = await api(path(owner.companyId), { token: owner.token, method: 'POST', body: { title: 'x'.repeat(51) } });
    expect(res.status).toBe(422);
  });

  it('twenty adds at once make one link', async () => {
    const menu = await menuOf(owner);
    await api(path(owner.companyId), { token: owner.token, method: 'DELETE' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => api<Menu>(path(owner.companyId), { token: owner.token, method: 'POST', body: {} })));
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    expect(await fakeMenus(menu.frame_url)).toHaveLength(1);
    expect((await menuOf(owner)).link).not.toBeNull();
  });
});

describe('consent that does not give an agency token adds nothing', () => {
  it('a sub-account picked instead of the agency is refused, in words for the person', async () => {
    const m = await member('agency');
    const landing = await consent(m, 'location_id=locDemoSubAccount001');
    const error = new URL(landing).searchParams.get('menu_error');
    expect(error).toMatch(/sub-account/);
    expect(await menuOf(m)).toMatchObject({ agency_connected: false, link: null });
  });

  it('consent refused at GoHighLevel comes back with its reason', async () => {
    const m = await member('agency');
    const auth = await api<{ url: string }>(`${path(m.companyId)}/authurl`, { token: m.token });
    const state = new URL(auth.body.url).searchParams.get('state') ?? '';
    const landing = await follow(`${inject('apiUrl')}/api/integrations/oauth/callback?state=${encodeURIComponent(state)}&error=access_denied`);
    expect(new URL(landing).searchParams.get('menu_error')).toBe('access_denied');
    expect((await menuOf(m)).link).toBeNull();
  });
});

describe('who may see and change an agency’s GoHighLevel menu link', () => {
  let owner: Member;
  beforeAll(async () => {
    owner = await member('agency');
  });

  it('the root sees it but cannot change it', async () => {
    const token = s.root.access_token;
    expect((await api(path(owner.companyId), { token })).status).toBe(200);
    expect((await api(`${path(owner.companyId)}/authurl`, { token })).status).toBe(403);
    expect((await api(path(owner.companyId), { token, method: 'POST', body: {} })).status).toBe(403);
    expect((await api(path(owner.companyId), { token, method: 'DELETE' })).status).toBe(403);
  });

  it('an agency’s administrator may change its own agency’s (the demo agency’s link is there already)', async () => {
    const res = await api<Menu>(path(s.admin.companyId), { token: s.admin.access_token, method: 'POST', body: {} });
    expect(res.status).toBe(200);
    expect(res.body.menu.link).not.toBeNull();
    expect((await api(`${path(s.admin.companyId)}/authurl`, { token: s.admin.access_token })).status).toBe(200);
  });

  it('a client is told the link is an agency’s, for its own company', async () => {
    const token = s.client.access_token;
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await api(path(s.client.companyId), { token, method, ...(method === 'POST' ? { body: {} } : {}) });
      expect(res.status, method).toBe(400);
      expect(res.body).toMatchObject({ message: expect.stringMatching(/for agencies/) });
    }
  });

  it.each([
    ['another agency’s owner', 'globex'],
    ['another agency’s client', 'client2'],
    ['a client of another agency', 'client'],
    ['sales', 'sales'],
  ] as const)('%s is answered as if the agency did not exist', async (_name, who) => {
    const token = s[who].access_token;
    for (const [p, method] of [
      [path(owner.companyId), 'GET'],
      [`${path(owner.companyId)}/authurl`, 'GET'],
      [path(owner.companyId), 'POST'],
      [path(owner.companyId), 'DELETE'],
    ] as const) {
      const res = await api(p, { token, method, ...(method === 'POST' ? { body: {} } : {}) });
      expect(res.status, `${who} ${method} ${p}`).toBe(404);
    }
  });
});

describe('demo data: Acme’s link in the local GoHighLevel agency’s menu', () => {
  it('opens Acme’s own domain inside GoHighLevel', async () => {
    const menu = (await api<Menu>(path(s.agency.companyId), { token: s.agency.access_token })).body.menu;
    expect(menu).toMatchObject({ agency_connected: true, link: { url: menu.frame_url } });
    expect(new URL(menu.frame_url).hostname).toBe('acme.localhost');
    expect(await fakeMenus(menu.frame_url)).toMatchObject([{ id: menu.link?.id, openMode: 'iframe' }]);
  });
});

describe('only the page GoHighLevel opens may be framed, and only by GoHighLevel', () => {
  it('/embed/gohighlevel allows GoHighLevel’s app hosts as framers; every other page allows none', async () => {
    const framed = await fetch(`${inject('apiUrl')}/embed/gohighlevel`);
    expect(framed.headers.get('content-security-policy')).toContain('frame-ancestors https://app.gohighlevel.com https://*.gohighlevel.com https://*.leadconnectorhq.com');
    expect(framed.headers.get('x-frame-options')).toBeNull();
    const other = await fetch(`${inject('apiUrl')}/login`);
    expect(other.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(other.headers.get('x-frame-options')).toBe('DENY');
  });
});
