import { describe, expect, it } from 'vitest';
import { api, DEMO, signIn } from './client.js';

const FAILED = 'These credentials do not match our records for this domain.';

describe('sign-in: each demo user signs in on the domain of their tree', () => {
  it.each(Object.entries(DEMO))('%s signs in on its own domain and gets tokens', async (_who, [email, domain]) => {
    const res = await signIn(email, domain);
    expect(res.status).toBe(200);
    expect(res.body.access_token.split('.')).toHaveLength(3);
    expect(res.body.refresh_token.length).toBeGreaterThan(40);
    expect(res.body.expires_in).toBe(900);
  });

  it('an agency owner may also sign in on the platform domain', async () => {
    expect((await signIn('agency@demo.test', 'localhost')).status).toBe(200);
  });

  it('e-mails are matched case-insensitively', async () => {
    expect((await signIn('Agency@Demo.TEST', 'acme.localhost')).status).toBe(200);
  });
});

describe('sign-in: refused on a foreign domain, with the same answer as any failure', () => {
  it.each([
    ['a client on the platform domain', 'client@demo.test', 'localhost'],
    ["an Acme client on Globex's domain", 'client@demo.test', 'globex.localhost'],
    ["Acme's owner on Globex's domain", 'agency@demo.test', 'globex.localhost'],
    ["Globex's client on Acme's domain", 'client2@demo.test', 'acme.localhost'],
    ['the root system user on an agency domain', 'root@demo.test', 'acme.localhost'],
    ['sales on an agency domain', 'sales@demo.test', 'acme.localhost'],
    ["Acme's administrator on Globex's domain", 'admin@demo.test', 'globex.localhost'],
  ])('%s', async (_name, email, domain) => {
    const res = await signIn(email, domain, undefined, '127.0.1.1');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ result: 'error', message: FAILED });
  });

  it.each([
    ['an unknown user', 'nobody@demo.test', 'acme.localhost', 'Demo!2345'],
    ['a wrong password', 'agency@demo.test', 'acme.localhost', 'wrong-password'],
    ['an unknown domain', 'agency@demo.test', 'unknown.localhost', 'Demo!2345'],
    ['a custom domain nobody claimed', 'agency@demo.test', 'leads.example.com', 'Demo!2345'],
  ])('%s gets the same message and status', async (_name, email, domain, password) => {
    const res = await signIn(email, domain, password, '127.0.1.2');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ result: 'error', message: FAILED });
  });
});

describe('sign-in: bad input gets a clear error and changes nothing', () => {
  it('missing fields are listed field by field', async () => {
    const res = await api('/api/login', { body: {} });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ result: 'error', message: 'The given data was invalid.' });
    expect(Object.keys(res.body.errors as object).sort()).toEqual(['domainName', 'password', 'username']);
  });

  it('wrong types are refused', async () => {
    const res = await api('/api/login', { body: { username: 42, password: ['x'], domainName: 'acme.localhost' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('username');
    expect(res.body.errors).toHaveProperty('password');
  });

  it('an oversized password is refused before any hashing', async () => {
    const res = await api('/api/login', { body: { username: 'agency@demo.test', password: 'x'.repeat(5000), domainName: 'acme.localhost' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('password');
  });

  it('a body that is not JSON gets 400', async () => {
    const res = await api('/api/login', { rawBody: '{"username":' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ result: 'error', message: 'The request body is not valid JSON.' });
  });

  it('a body over 64 KB gets 400', async () => {
    const res = await api('/api/login', { rawBody: JSON.stringify({ username: 'a'.repeat(70_000) }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is too large.');
  });
});
