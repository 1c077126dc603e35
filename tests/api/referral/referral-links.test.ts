import { db } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCore } from '../core.js';
import { agency, api, auditCounts, client, DEMO, session, unique, type Role, type Session } from '../generated/kit.js';

const s = {} as Record<Role, Session>;
beforeAll(async () => {
  useCore();
  for (const who of Object.keys(DEMO) as Role[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

type Referral = { code: string | null; link: string | null };
const read = (companyId: string, who: Session) => api<Referral>(`/api/referral/${companyId}`, { token: who.access_token });
const create = (companyId: string, who: Session, body: Record<string, unknown> = {}) => api<Referral & { message?: string; errors?: Record<string, string[]> }>(`/api/referral/${companyId}`, { token: who.access_token, body });
const check = (code: string, domainName?: string) => api<{ valid: boolean; agencyName?: string }>(`/api/referral/check/${encodeURIComponent(code)}${domainName ? `?domainName=${domainName}` : ''}`);
const code = () => unique('ref').toLowerCase().slice(0, 32);
const company = async (rootId: string, companyId: string) => (await db().entities.company.get({ rootId, companyId }).go()).data;

describe('an agency creates its referral link', () => {
  it('the root makes one for a new agency: a code of a-z0-9- and the platform’s registration link; asking again answers the same', async () => {
    const a = await agency(s.root);
    expect((await read(a.id, s.root)).body).toEqual({ code: null, link: null });
    const made = await create(a.id, s.root);
    expect(made.status).toBe(200);
    expect(made.body.code).toMatch(/^gen-gena[a-z0-9-]*-[a-z0-9]{4}$/);
    expect(made.body.link).toMatch(/^http:\/\/localhost(:\d+)?\/agency-register\/[a-z0-9-]+$/);
    expect(made.body.link?.endsWith(`/agency-register/${made.body.code}`)).toBe(true);
    expect((await read(a.id, s.root)).body).toEqual(made.body);
    expect((await create(a.id, s.root)).body).toEqual(made.body);
    expect((await auditCounts(s.root.companyId, a.id)).referral_link_set).toBe(1);
  });

  it('a chosen code is trimmed and lower-cased, replaces the old one, and the old one stops working', async () => {
    const a = await agency(s.root);
    const first = (await create(a.id, s.root)).body.code ?? '';
    const chosen = code();
    const set = await create(a.id, s.root, { code: `  ${chosen.toUpperCase()} ` });
    expect(set.status).toBe(200);
    expect(set.body.code).toBe(chosen);
    expect((await check(chosen)).body).toMatchObject({ valid: true });
    expect((await check(first)).body).toEqual({ valid: false });
    expect((await auditCounts(s.root.companyId, a.id)).referral_link_set).toBe(2);
  });
});

describe('a referral code is unique on the platform', () => {
  it('a code another agency holds is refused with 409, and freed once that agency changes it', async () => {
    const [a, b] = [await agency(s.root), await agency(s.root)];
    const taken = code();
    expect((await create(a.id, s.root, { code: taken })).status).toBe(200);
    const refused = await create(b.id, s.root, { code: taken });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This referral code is taken. Please choose another.');
    expect((await read(b.id, s.root)).body.code).toBeNull();
    expect((await create(a.id, s.root, { code: code() })).status).toBe(200);
    expect((await create(b.id, s.root, { code: taken })).body.code).toBe(taken);
  });

  it('20 agencies asking for one code at once: exactly one gets it', async () => {
    const wanted = code();
    const agencies = await Promise.all(Array.from({ length: 5 }, () => agency(s.root)));
    const answers = await Promise.all(agencies.flatMap((a) => Array.from({ length: 4 }, () => create(a.id, s.root, { code: wanted }))));
    expect(answers.filter((r) => r.status >= 500)).toEqual([]);
    const holders = [];
    for (const a of agencies) if ((await read(a.id, s.root)).body.code === wanted) holders.push(a.id);
    expect(holders).toHaveLength(1);
  });
});

describe('an invalid code is refused with 400 and the rule', () => {
  it.each(['abc', 'has space', 'under_score', 'ünï-code', 'x'.repeat(33), ''])('%j', async (bad) => {
    const a = await agency(s.root);
    const res = await create(a.id, s.root, { code: bad });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A referral code has 4 to 32 letters a-z, digits or hyphens.');
    expect((await read(a.id, s.root)).body.code).toBeNull();
  });
});

describe('anyone may check a referral link’s code', () => {
  it('a valid code answers the agency’s name, without signing in; an unknown code answers not valid', async () => {
    const a = await agency(s.root);
    const mine = (await create(a.id, s.root, { code: code() })).body.code ?? '';
    const res = await check(mine);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valid: true, agencyName: expect.stringMatching(/^Gen gena/) });
    expect((await check(mine, 'localhost')).body.valid).toBe(true);
    expect((await check('no-such-code-here')).body).toEqual({ valid: false });
    expect((await check('!!')).body).toEqual({ valid: false });
  });

  it('codes are checked on the platform’s own site, where agencies register (an agency’s site answers not valid)', async () => {
    const a = await agency(s.root);
    const mine = (await create(a.id, s.root, { code: code() })).body.code ?? '';
    expect((await check(mine, 'acme.localhost')).body).toEqual({ valid: false });
  });
});

describe('registering with a referral link ties the new agency to the referrer', () => {
  const register = (over: Record<string, unknown>) =>
    api('/api/register', {
      body: { companyname: `Referred ${unique('r')}`, name: 'Rita Referred', email: `${unique('refreg')}@example.test`, phonenum: '(201) 555-0123', phone_country_code: 'US', password: 'Correct horse 42', userType: 'userdownline', domainName: 'localhost', ...over },
    });
  const newAgencyOf = async (email: string) => {
    const rootId = s.root.companyId;
    const claim = (await db().entities.emailClaim.get({ rootId, email }).go()).data;
    const user = claim ? (await db().entities.user.get({ rootId, userId: claim.userId }).go()).data : null;
    return user ? company(rootId, user.companyId) : undefined;
  };

  it('the new agency names the referrer (referredBy) and its code; both have a log entry', async () => {
    const referrer = await agency(s.root);
    const mine = (await create(referrer.id, s.root, { code: code() })).body.code ?? '';
    const email = `${unique('refreg')}@example.test`;
    expect((await register({ email, refcode: mine.toUpperCase() })).status).toBe(200);
    const fresh = await newAgencyOf(email);
    expect(fresh).toMatchObject({ kind: 'agency', referredBy: referrer.id, referralCode: mine });
    expect((await auditCounts(s.root.companyId, referrer.id)).referred_agency_registered).toBe(1);
    const rows = (await db().entities.audit.query.byCompany({ rootId: s.root.companyId, companyId: fresh?.companyId ?? '' }).go()).data;
    expect(rows.find((r) => r.action === 'registered')?.description).toMatch(/, referred by Gen gena/);
  });

  it('an unknown code registers the agency without a referrer', async () => {
    const email = `${unique('refreg')}@example.test`;
    expect((await register({ email, refcode: 'no-such-code-here' })).status).toBe(200);
    const fresh = await newAgencyOf(email);
    expect(fresh?.kind).toBe('agency');
    expect(fresh?.referredBy).toBeUndefined();
    expect(fresh?.referralCode).toBeUndefined();
  });
});

describe('who may see and make an agency’s referral link', () => {
  it('the agency’s owner and its admin make and read it', async () => {
    expect((await create(s.agency.companyId, s.agency)).status).toBe(200);
    const byAdmin = await read(s.agency.companyId, s.admin);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.code).not.toBeNull();
    expect((await create(s.agency.companyId, s.admin)).body).toEqual(byAdmin.body);
  });

  it('the sales person assigned to the agency reads it but may not change it (403)', async () => {
    expect((await read(s.agency.companyId, s.sales)).status).toBe(200);
    const res = await create(s.agency.companyId, s.sales, { code: code() });
    expect(res.status).toBe(403);
  });

  it('a client, even the agency’s own, gets 404 for the agency; another agency’s owner gets 404 both ways', async () => {
    for (const [who, target] of [
      [s.client, s.agency.companyId],
      [s.globex, s.agency.companyId],
      [s.agency, s.globex.companyId],
      [s.client2, s.globex.companyId],
    ] as const) {
      expect((await read(target, who)).status).toBe(404);
      expect((await create(target, who, { code: code() })).status).toBe(404);
    }
  });

  it('a client company has no referral link (400), and an id that does not exist is a 404', async () => {
    const c = await client(s.agency, s.agency.companyId);
    expect((await read(c.id, s.agency)).status).toBe(400);
    expect((await create(c.id, s.agency)).status).toBe(400);
    expect((await read('00000000-0000-0000-0000-000000000000', s.root)).status).toBe(404);
  });

  it('signed out, reading or making a link is a 401', async () => {
    expect((await api(`/api/referral/${s.agency.companyId}`)).status).toBe(401);
    expect((await api(`/api/referral/${s.agency.companyId}`, { body: {} })).status).toBe(401);
  });
});
