import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, newClient, session, signIn } from '../client.js';

type S = Awaited<ReturnType<typeof session>>;
type Status = {
  user_id: string;
  profile_completed: boolean;
  payment_setup_required: boolean;
  payment_setup_completed: boolean;
  account_connection_required: boolean;
  account_connected: string;
  questionnaire_available: boolean;
  questionnaire_setup_completed: boolean;
  setupcomplete: 'T' | 'F';
};
const s = {} as Record<keyof typeof DEMO, S>;

beforeAll(async () => {
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

const status = (token: string, userId: string) => api<Status & { message?: string }>(`/api/user/onboarding-status/${userId}`, { token });
const complete = (token: string) => api<{ result: string; setupcomplete: 'T' | 'F'; message: string; errors?: Record<string, string[]> }>('/api/leadspeek/user/setupcomplete', { method: 'PUT', token });

async function freshClient() {
  const c = await newClient('onb');
  const signed = await signIn(c.email, c.domain, c.password);
  const me = await api<{ id: string; email: string; company_name: string }>('/api/user', { token: signed.body.access_token });
  return { token: signed.body.access_token, userId: me.body.id, email: me.body.email, companyName: me.body.company_name };
}

describe('Onboarding status (GET /user/onboarding-status/{userId})', () => {
  it('a new client: profile unfinished, a card needed, no account to connect, no questionnaire', async () => {
    const me = await freshClient();
    const res = await status(me.token, me.userId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user_id: me.userId,
      profile_completed: false,
      payment_setup_required: true,
      payment_setup_completed: false,
      account_connection_required: false,
      questionnaire_available: false,
      setupcomplete: 'F',
    });
  });

  it('an agency owner connects an account and may answer the questionnaire; sales and system users need no card', async () => {
    expect((await status(s.agency.access_token, s.agency.userId)).body).toMatchObject({ account_connection_required: true, payment_setup_required: true, questionnaire_available: true });
    expect((await status(s.sales.access_token, s.sales.userId)).body).toMatchObject({ payment_setup_required: false, account_connection_required: false, questionnaire_available: false });
    expect((await status(s.root.access_token, s.root.userId)).body).toMatchObject({ payment_setup_required: false, account_connection_required: false });
  });

  it('the agency may read its client\'s status; Globex\'s users get 404 for Acme\'s users, as for an unknown id', async () => {
    expect((await status(s.agency.access_token, s.client.userId)).status).toBe(200);
    for (const who of ['globex', 'client2'] as const) {
      for (const id of [s.agency.userId, s.client.userId, s.admin.userId]) expect((await status(s[who].access_token, id)).status).toBe(404);
    }
    expect((await status(s.client.access_token, s.agency.userId)).status).toBe(404);
    expect((await status(s.client.access_token, 'no-such-user')).status).toBe(404);
  });
});

describe('Finishing Profile Setup (PUT /leadspeek/user/setupcomplete)', () => {
  it('is refused while the profile misses fields, naming each, and nothing changes', async () => {
    const me = await freshClient();
    const res = await complete(me.token);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Please complete your profile to fully use the system');
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['address', 'city', 'country_code', 'zip']);
    const user = await api<{ profile_setup_completed: string }>(`/api/user/${me.userId}`, { token: me.token });
    expect(user.body.profile_setup_completed).toBe('F');
  });

  it('with the profile filled in, marks the profile done; setupcomplete stays F until a card is saved', async () => {
    const me = await freshClient();
    await api('/api/user/update', { token: me.token, body: { step: '2', company_name: me.companyName, address: '1 Main St', city: 'Springfield', zip: '62701', country_code: 'US', state_code: 'IL' } });
    const res = await complete(me.token);
    expect(res.status).toBe(200);
    expect(res.body.setupcomplete).toBe('F');
    const user = await api<{ profile_setup_completed: string }>(`/api/user/${me.userId}`, { token: me.token });
    expect(user.body.profile_setup_completed).toBe('T');
    expect((await status(me.token, me.userId)).body).toMatchObject({ profile_completed: true, payment_setup_completed: false, setupcomplete: 'F' });
    // A repeat changes nothing and writes no second log row.
    expect((await complete(me.token)).status).toBe(200);
  });

  it('a sales user with a full profile is set up without a card', async () => {
    const mine = await api<{ name: string; email: string; phonenum: string | null; company_name: string }>(`/api/user/${s.sales.userId}`, { token: s.sales.access_token });
    const step2 = await api('/api/user/update', { token: s.sales.access_token, body: { step: '2', company_name: mine.body.company_name, address: '9 Sales Rd', city: 'Austin', zip: '73301', country_code: 'US', state_code: 'TX' } });
    expect(step2.status).toBe(200);
    const res = await complete(s.sales.access_token);
    expect(res.status).toBe(200);
    expect(res.body.setupcomplete).toBe('T');
  });

  it('needs a session', async () => {
    expect((await complete('')).status).toBe(401);
  });
});
