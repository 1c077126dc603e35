import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../client.js';
import { useCore } from '../core.js';
import { create, created, demoSessions, move, newClientOf, siteId, type Session, type Who } from './helpers.js';

let s: Record<Who, Session>;
let acme = '';
let client = { id: '', name: '' };

beforeAll(async () => {
  useCore();
  s = await demoSessions();
  acme = s.agency.companyId;
  client = await newClientOf(s.agency.access_token, acme);
});

type Groups = { data: { companyGroupID: string; companyGroupName: string; campaigns: number }[] };
const groups = (token: string, companyID: string) => api<Groups>(`/api/company/group?companyID=${companyID}`, { token });
const addGroup = (token: string, companyID: string, companyGroupName: string) => api<{ message: string; data: { companyGroupID: string }; errors?: Record<string, string[]> }>('/api/company/group', { token, body: { companyID, companyGroupName } });
const deleteGroup = (token: string, companyID: string, companyGroupID: string) => api<{ message: string }>(`/api/company/group?companyID=${companyID}&companyGroupID=${companyGroupID}`, { method: 'DELETE', token });

describe('company groups (GET/POST/DELETE /company/group)', () => {
  it('a client’s groups file its campaigns; the list counts them and filters the campaign table by group', async () => {
    const spring = await addGroup(s.agency.access_token, client.id, 'Spring');
    expect(spring.status).toBe(200);
    expect(spring.body.message).toBe('Data has been added successfully');
    const id = spring.body.data.companyGroupID;
    const inGroup = await created(s.agency.access_token, siteId(client.id, { companyGroupID: id }));
    await created(s.agency.access_token, siteId(client.id));
    expect((await groups(s.agency.access_token, client.id)).body.data).toEqual([{ companyGroupID: id, companyGroupName: 'Spring', campaigns: 1 }]);
    const table = await api<{ data: { id: string }[] }>(`/api/leadspeek/client/${id}/local/${client.id}`, { token: s.agency.access_token });
    expect(table.body.data.map((c) => c.id)).toEqual([inGroup.id]);
    expect((await api(`/api/leadspeek/client/no-such-group/local/${client.id}`, { token: s.agency.access_token })).status).toBe(404);
  });

  it('names are unique per client (409), required (422); a campaign may only use its client’s groups (422)', async () => {
    expect((await addGroup(s.agency.access_token, client.id, 'Summer')).status).toBe(200);
    const dup = await addGroup(s.agency.access_token, client.id, 'SUMMER');
    expect(dup.status).toBe(409);
    expect(dup.body.errors?.companyGroupName).toEqual(['A group with this name already exists.']);
    expect((await addGroup(s.agency.access_token, client.id, ' ')).status).toBe(422);
    const bakeryGroup = await addGroup(s.agency.access_token, s.client.companyId, `Bakery ${Date.now()}`);
    const res = await create(s.agency.access_token, siteId(client.id, { companyGroupID: bakeryGroup.body.data.companyGroupID }));
    expect(res.status).toBe(422);
    expect(res.body.errors?.companyGroupID).toBeDefined();
  });

  it('a group holding campaigns cannot be deleted (409); once they are removed it can', async () => {
    const g = (await addGroup(s.agency.access_token, client.id, 'Autumn')).body.data.companyGroupID;
    const c = await created(s.agency.access_token, siteId(client.id, { companyGroupID: g }));
    const refused = await deleteGroup(s.agency.access_token, client.id, g);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This group still holds 1 campaign. Move them to another group first.');
    await move(s.agency.access_token, 'remove', { campaign_id: c.id });
    expect((await deleteGroup(s.agency.access_token, client.id, g)).body.message).toBe('Deleted!');
    expect((await groups(s.agency.access_token, client.id)).body.data.map((x) => x.companyGroupName)).not.toContain('Autumn');
  });

  it('other tenants get 404 on every group path and id; sales may read but not change', async () => {
    const g = (await addGroup(s.agency.access_token, client.id, 'Winter')).body.data.companyGroupID;
    for (const who of ['globex', 'client2'] as const) {
      expect((await groups(s[who].access_token, client.id)).status).toBe(404);
      expect((await addGroup(s[who].access_token, client.id, 'Mine')).status).toBe(404);
      expect((await deleteGroup(s[who].access_token, client.id, g)).status).toBe(404);
    }
    expect((await deleteGroup(s.agency.access_token, client.id, 'not-a-group')).status).toBe(404);
    expect((await addGroup(s.sales.access_token, s.client.companyId, 'Sales group')).status).toBe(403);
  });
});

type Org = { data: { OrganizationID: string; OrganizationName: string; ParentID: string | null; CustomID: string | null } };
describe('organizations (POST /marketing/createorganization, GET getorganization, DELETE deleteorganization) and the campaign resource', () => {
  it("a client's organization is created once, read, used for the campaign resource, and deleted", async () => {
    const c = await newClientOf(s.agency.access_token, acme);
    expect((await api(`/api/marketing/getorganization?companyID=${c.id}`, { token: s.agency.access_token })).status).toBe(404);
    const made = await api<Org>('/api/marketing/createorganization', { token: s.agency.access_token, body: { companyID: c.id, OrganizationName: 'Cleo Org', CustomID: 'ext-42' } });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ OrganizationName: 'Cleo Org', CustomID: 'ext-42', ParentID: null });
    expect((await api('/api/marketing/createorganization', { token: s.agency.access_token, body: { companyID: c.id, OrganizationName: 'Again' } })).status).toBe(409);
    const org = made.body.data.OrganizationID;
    expect((await api<Org>(`/api/marketing/getorganization?companyID=${c.id}`, { token: s.agency.access_token })).body.data.OrganizationID).toBe(org);
    const camp = await created(s.agency.access_token, siteId(c.id));
    const res = await api<{ organization: { OrganizationID: string }; campaign: { leadspeek_api_id: string; embed_code: string } }>(`/api/leadspeek/getcampaignresource/${org}/${camp.id}`, { token: s.agency.access_token });
    expect(res.status).toBe(200);
    expect(res.body.campaign.leadspeek_api_id).toBe(camp.leadspeek_api_id);
    expect(res.body.campaign.embed_code).toContain('/api/pixel/');
    const bakeryCamp = await created(s.agency.access_token, siteId(s.client.companyId));
    expect((await api(`/api/leadspeek/getcampaignresource/${org}/${bakeryCamp.id}`, { token: s.agency.access_token })).status).toBe(404);
    for (const who of ['globex', 'client2'] as const) {
      expect((await api(`/api/leadspeek/getcampaignresource/${org}/${camp.id}`, { token: s[who].access_token })).status).toBe(404);
      expect((await api(`/api/marketing/getorganization?companyID=${c.id}`, { token: s[who].access_token })).status).toBe(404);
      expect((await api(`/api/marketing/deleteorganization?companyID=${c.id}`, { method: 'DELETE', token: s[who].access_token })).status).toBe(404);
      expect((await api('/api/marketing/createorganization', { token: s[who].access_token, body: { companyID: c.id, OrganizationName: 'Theirs' } })).status).toBe(404);
    }
    expect((await api<{ message: string }>(`/api/marketing/deleteorganization?companyID=${c.id}`, { method: 'DELETE', token: s.agency.access_token })).body.message).toBe('Deleted!');
    expect((await api(`/api/marketing/getorganization?companyID=${c.id}`, { token: s.agency.access_token })).status).toBe(404);
  });

  it('a client may read its organization but not create one (403); a name is required (422)', async () => {
    expect((await api('/api/marketing/createorganization', { token: s.client.access_token, body: { companyID: s.client.companyId, OrganizationName: 'Bob Org' } })).status).toBe(403);
    expect((await api('/api/marketing/createorganization', { token: s.agency.access_token, body: { companyID: s.client.companyId, OrganizationName: '' } })).status).toBe(422);
  });
});
