import { describe, expect, it } from 'vitest';
import { newClient, signIn } from '../client.js';

describe('brute-force defence: 5 failed sign-ins in 15 minutes', () => {
  it('the 6th attempt from the same address is refused with a clear message, even with the right password', async () => {
    const u = await newClient('bf');
    const from = '127.0.4.1';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await signIn(u.email, u.domain, 'wrong password', from)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const sixth = await signIn(u.email, u.domain, u.password, from);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ result: 'error', message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' });
  });

  it('an attacker elsewhere does not lock the real user out: their own address still signs in', async () => {
    const u = await newClient('bf-real');
    for (let i = 0; i < 5; i += 1) await signIn(u.email, u.domain, 'wrong password', '127.0.4.2');
    expect((await signIn(u.email, u.domain, 'wrong password', '127.0.4.2')).status).toBe(429);
    const real = await signIn(u.email, u.domain, u.password, '127.0.4.3');
    expect(real.status).toBe(200);
  });

  it('unknown e-mails are counted the same way', async () => {
    const email = `ghost-${Date.now()}@example.test`;
    for (let i = 0; i < 5; i += 1) await signIn(email, 'acme.localhost', 'x', '127.0.4.4');
    expect((await signIn(email, 'acme.localhost', 'x', '127.0.4.4')).status).toBe(429);
  });
});
