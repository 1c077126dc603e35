import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session } from '../client.js';

type S = Awaited<ReturnType<typeof session>>;
const s = {} as Record<keyof typeof DEMO, S>;

beforeAll(async () => {
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[who] = await session(DEMO[who][0], DEMO[who][1]);
});

describe('the demo shows payments', () => {
  it("Bob's Bakery and Globex Client have a saved 4242 card", async () => {
    for (const who of ['client', 'client2'] as const) {
      const res = await api<{ card: { last4: string } | null; payment_status: string }>('/api/payment/card', { token: s[who].access_token });
      expect(res.body).toMatchObject({ card: { last4: '4242' }, payment_status: 'ok' });
    }
  });

  it("Acme's connected account is completed; Globex's is pending (its banner shows)", async () => {
    expect((await api(`/api/general/check-connected-account/${s.agency.companyId}`, { token: s.agency.access_token })).body).toMatchObject({ status: 'completed', charges_enabled: true, payouts_enabled: true });
    expect((await api(`/api/general/check-connected-account/${s.globex.companyId}`, { token: s.globex.access_token })).body).toMatchObject({ status: 'pending', charges_enabled: false });
  });

  it('the agencies’ onboarding fees were charged and have invoices (Globex with its coupon)', async () => {
    const acme = await api<{ data: { kind: string; status: string; amount: string }[] }>(`/api/billing/invoices/${s.agency.companyId}`, { token: s.agency.access_token });
    expect(acme.body.data).toContainEqual(expect.objectContaining({ kind: 'onboarding_fee', status: 'paid', amount: '499.00' }));
    const globex = await api<{ data: { kind: string; status: string; amount: string; coupon_code: string | null }[] }>(`/api/billing/invoices/${s.globex.companyId}`, { token: s.globex.access_token });
    expect(globex.body.data).toContainEqual(expect.objectContaining({ kind: 'onboarding_fee', status: 'paid', amount: '125.00', coupon_code: 'WELCOME50' }));
  });
});
