import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';

type S = Awaited<ReturnType<typeof session>>;
type Answer = { questionnaire: Record<string, unknown> | null; updated_by: string | null; questionnaire_setup_completed: 'T' | 'F'; message?: string; errors?: Record<string, string[]> };
const s = {} as Record<keyof typeof DEMO, S>;

beforeAll(async () => {
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

const answers = {
  business_type: 'marketing_agency',
  website: 'https://globex.example',
  years_in_business: '3_5',
  team_size: '6_20',
  niches: ['real_estate', 'other'],
  other_niche: 'Pet grooming',
  current_clients: '6_20',
  expected_clients: '21_50',
  monthly_lead_volume: '2000_10000',
  lead_delivery: ['crm', 'webhook'],
  crm_name: 'GoHighLevel',
  goals: 'Fill our clients calendars.',
};
const get = (token: string) => api<Answer>('/api/user/questionnaire', { token });
const put = (token: string, body: unknown) => api<Answer>('/api/user/questionnaire', { method: 'PUT', token, body });

describe('The agency onboarding questionnaire (GET/PUT /user/questionnaire)', () => {
  it('an agency owner saves it, reads it back, edits it, and is marked done', async () => {
    const saved = await put(s.globex.access_token, answers);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Your questionnaire has been saved.');
    const read = await get(s.globex.access_token);
    expect(read.body.questionnaire).toEqual(answers);
    expect(read.body.questionnaire_setup_completed).toBe('T');
    const user = await api<{ questionnaire_setup_completed: string }>(`/api/user/${s.globex.userId}`, { token: s.globex.access_token });
    expect(user.body.questionnaire_setup_completed).toBe('T');

    expect((await put(s.globex.access_token, { ...answers, team_size: '21_50' })).status).toBe(200);
    expect((await get(s.globex.access_token)).body.questionnaire).toMatchObject({ team_size: '21_50' });
  });

  it('each agency sees only its own answers', async () => {
    await put(s.globex.access_token, answers);
    const acme = await get(s.admin.access_token);
    expect(acme.status).toBe(200);
    expect(acme.body.questionnaire?.website).not.toBe('https://globex.example');
  });

  it.each([
    ['no niche', { niches: [] }, 'niches', 'Choose at least one niche'],
    ['"Other" niche without naming it', { niches: ['other'], other_niche: '' }, 'other_niche', 'Name the other niche'],
    ['no delivery', { lead_delivery: [] }, 'lead_delivery', 'Choose at least one way to receive leads'],
    ['an unknown lead volume', { monthly_lead_volume: 'lots' }, 'monthly_lead_volume', 'Choose the leads you expect each month'],
    ['a website that is not an address', { website: 'globex' }, 'website', 'Enter a web address like https://example.com'],
  ])('refuses %s with its field message and keeps the saved answers', async (_what, bad, field, message) => {
    await put(s.globex.access_token, answers);
    const res = await put(s.globex.access_token, { ...answers, ...bad });
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toEqual([message]);
    expect((await get(s.globex.access_token)).body.questionnaire).toEqual(answers);
  });

  it.each(['client', 'client2', 'sales'] as const)('is not for %s: 403 on reading and saving', async (who) => {
    expect((await get(s[who].access_token)).status).toBe(403);
    const res = await put(s[who].access_token, answers);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('The questionnaire is for agencies.');
  });

  it.each(['agency', 'admin', 'root'] as const)('%s may read it', async (who) => {
    expect((await get(s[who].access_token)).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await get('')).status).toBe(401);
  });
});
