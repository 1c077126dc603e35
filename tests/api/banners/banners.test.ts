import { db } from '@platform/core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../client.js';
import { useCore } from '../core.js';
import { demoSessions, newClientOf, person, uniq, type Session, type Who } from '../campaigns/helpers.js';

/**
 * Ads Design (docs/decisions.md, "Ads design"): banners designed for an agency's clients, drawn to
 * PNG on the server, with the HTML5 snippet; the Ads Design role flags and the tenant tree hold
 * in the API.
 */
let s: Record<Who, Session>;
let rootId = '';
let acme = '';
let bakery = '';
let globexClient = '';

beforeAll(async () => {
  useCore();
  s = await demoSessions();
  rootId = s.root.companyId;
  acme = s.agency.companyId;
  bakery = s.client.companyId;
  globexClient = s.client2.companyId;
});

interface Detail {
  banner: { banner_id: string; name: string; status: string; width: number; height: number; size: string; company_id: string; client_name: string; png_url: string | null; image_key: string | null; image_url: string | null };
  files: { png_url: string | null; html_snippet: string | null; png_download: string | null; html_download: string | null };
}
type Answer = Detail & { message?: string; errors?: Record<string, string[]> };

const colors = { background: '#7c2d12', text: '#ffffff', button: '#c2410c', button_text: '#ffffff' };
const design = (extra: Record<string, unknown> = {}) => ({
  company_id: bakery,
  name: uniq('Banner '),
  size: '300x250',
  template: 'classic',
  headline: 'Fresh bread every morning',
  body: 'Baked before sunrise.',
  cta: 'Order now',
  target_url: 'https://bobsbakery.example/order',
  colors,
  ...extra,
});
const save = (token: string, body: Record<string, unknown>) => api<Answer>('/api/banner/startbannercreate', { token, body, headers: { host: 'acme.localhost' } });
const show = (token: string, id: string) => api<Answer>('/api/banner/show', { token, body: { banner_id: id } });
const list = (token: string, company: string, query = '') => api<{ data: { banner_id: string; name: string; size: string; company_id: string; client_name: string; png_url: string | null }[]; message?: string }>(`/api/banner/list/${company}${query}`, { token });
const remove = (token: string, id: string) => api<{ result: string; message: string }>(`/api/banner/remove/${id}`, { method: 'DELETE', token });

async function saved(token: string, body: Record<string, unknown>): Promise<Detail> {
  const res = await save(token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A raw GET (files and redirects are not JSON). */
const raw = (path: string, token?: string) => fetch(`${inject('apiUrl')}${path}`, { redirect: 'manual', headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The width and height a PNG's IHDR chunk says, after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const b = Buffer.from(bytes);
  expect(b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'PNG signature').toBe(true);
  expect(b.subarray(12, 16).toString('latin1'), 'first chunk').toBe('IHDR');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

async function downloadPng(token: string, id: string) {
  const res = await raw(`/api/banner/download/${id}/png`, token);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.png"$/);
  return new Uint8Array(await res.arrayBuffer());
}

/** Uploads a picture for `clientId` as the browser does: the upload address, then a PUT straight to storage. */
async function uploadPicture(token: string, clientId: string, bytes: Uint8Array, contentType = 'image/png') {
  const target = await api<{ upload_url: string; key: string; headers: Record<string, string> }>('/api/banner/image-upload', { token, body: { company_id: clientId, content_type: contentType, size: bytes.length } });
  expect(target.status, JSON.stringify(target.body)).toBe(200);
  const put = await fetch(target.body.upload_url, { method: 'PUT', body: Buffer.from(bytes), headers: target.body.headers });
  expect(put.status).toBeLessThan(300);
  return target.body.key;
}

describe('designing a banner (POST /api/banner/startbannercreate, /api/banner/show)', () => {
  it('an agency designs a 300×250 banner for its client: drawn to a PNG of that size, with its HTML5 snippet', async () => {
    const b = await saved(s.agency.access_token, design({ name: 'Morning bread 300' }));
    expect(b.banner).toMatchObject({ name: 'Morning bread 300', size: '300x250', width: 300, height: 250, status: 'ready', company_id: bakery, client_name: "Bob's Bakery" });
    expect(b.files.png_url).toMatch(/^\/api\/banner\/image\/[^/]+\/[a-f0-9]{40}\.png$/);
    expect(pngSize(await downloadPng(s.agency.access_token, b.banner.banner_id))).toEqual({ width: 300, height: 250 });
    // The snippet ad servers take: clickTag to the target, the PNG at its public address on the agency's host.
    expect(b.files.html_snippet).toContain('<meta name="ad.size" content="width=300,height=250">');
    expect(b.files.html_snippet).toContain('var clickTag = "https://bobsbakery.example/order";');
    expect(b.files.html_snippet).toContain(`src="http://acme.localhost`);
    expect(b.files.html_snippet).toContain(`${b.files.png_url}" width="300" height="250"`);
    const shown = (await show(s.agency.access_token, b.banner.banner_id)).body;
    expect(shown).toMatchObject({ banner: { banner_id: b.banner.banner_id, status: 'ready' }, files: { png_url: b.files.png_url } });
    // The download is the same snippet (asked on the same host).
    const html = await raw(`/api/banner/download/${b.banner.banner_id}/html`, s.agency.access_token);
    expect(html.headers.get('content-disposition')).toBe('attachment; filename="morning-bread-300-300x250.html"');
    expect(await html.text()).toBe(shown.files.html_snippet);
  });

  it('every size is drawn at its own pixel size, in each template', async () => {
    const sizes = [
      ['728x90', 'split', 728, 90],
      ['160x600', 'spotlight', 160, 600],
      ['320x50', 'classic', 320, 50],
      ['300x600', 'split', 300, 600],
      ['1200x628', 'spotlight', 1200, 628],
    ] as const;
    for (const [size, template, width, height] of sizes) {
      const b = await saved(s.agency.access_token, design({ size, template }));
      expect(pngSize(await downloadPng(s.agency.access_token, b.banner.banner_id)), size).toEqual({ width, height });
    }
  });

  it('the rendered PNG is public at its address (ad servers load it): a redirect to storage that answers the image', async () => {
    const b = await saved(s.agency.access_token, design());
    const res = await raw(b.files.png_url ?? '');
    expect(res.status).toBe(302);
    const image = await fetch(res.headers.get('location') ?? '');
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await image.arrayBuffer()))).toEqual({ width: 300, height: 250 });
    expect((await raw(`/api/banner/image/${b.banner.banner_id}/${'0'.repeat(40)}.png`)).status).toBe(404);
  });

  it('a picture uploaded for the client is drawn into the banner, and a new picture is a new file', async () => {
    const plain = await saved(s.agency.access_token, design({ name: uniq('Pictured ') }));
    // Any real picture will do: the plain banner's own PNG.
    const key = await uploadPicture(s.agency.access_token, bakery, await downloadPng(s.agency.access_token, plain.banner.banner_id));
    const pictured = await saved(s.agency.access_token, design({ banner_id: plain.banner.banner_id, name: plain.banner.name, image_key: key }));
    expect(pictured.banner.image_key).toBe(key);
    expect(pictured.banner.image_url).toBeTruthy();
    expect(pictured.files.png_url).not.toBe(plain.files.png_url);
    // The previous design's file is gone once the banner names the new one.
    expect((await raw(plain.files.png_url ?? '')).status).toBe(404);
    expect(pngSize(await downloadPng(s.agency.access_token, plain.banner.banner_id))).toEqual({ width: 300, height: 250 });
  });

  it('the upload takes images only: another type is refused, and bytes that are not the image they claim are not accepted', async () => {
    const html = await api<{ errors: Record<string, string[]> }>('/api/banner/image-upload', { token: s.agency.access_token, body: { company_id: bakery, content_type: 'text/html', size: 10 } });
    expect(html.status).toBe(422);
    expect(html.body.errors.content_type).toEqual(['The picture must be a PNG, JPEG or GIF image']);
    const big = await api('/api/banner/image-upload', { token: s.agency.access_token, body: { company_id: bakery, content_type: 'image/png', size: 2_000_001 } });
    expect(big.status).toBe(422);
    // A page sent as "image/png": stored, but never accepted as the banner's picture.
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    const key = await uploadPicture(s.agency.access_token, bakery, page);
    const res = await save(s.agency.access_token, design({ image_key: key }));
    expect(res.status).toBe(422);
    expect(res.body.errors?.image_key?.[0]).toMatch(/PNG, JPEG or GIF/);
    // Another client's picture is not this client's.
    const other = await save(s.agency.access_token, design({ image_key: key.replace(bakery, globexClient) }));
    expect(other.status).toBe(422);
  });

  it('refuses a target that is not a web address, and says which field', async () => {
    for (const target_url of ['javascript:alert(1)', 'ftp://files.example/x', 'not a url', 'https://nodot']) {
      const res = await save(s.agency.access_token, design({ target_url }));
      expect(res.status, target_url).toBe(422);
      expect(res.body.errors?.target_url, target_url).toEqual(['Enter a web address starting with https:// or http://']);
    }
    const noHeadline = await save(s.agency.access_token, design({ headline: '  ' }));
    expect(noHeadline.body.errors?.headline).toEqual(['Write a headline']);
  });

  it('a client’s banners have different names: the same name again is refused', async () => {
    const name = uniq('Twice ');
    await saved(s.agency.access_token, design({ name }));
    const again = await save(s.agency.access_token, design({ name: name.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body.errors?.name).toEqual(['This client already has a banner with that name.']);
  });

  it('saving the same design again draws the same file; a banner stays with its client', async () => {
    const b = await saved(s.agency.access_token, design());
    const same = await saved(s.agency.access_token, design({ banner_id: b.banner.banner_id, name: b.banner.name }));
    expect(same.files.png_url).toBe(b.files.png_url);
    const moved = await save(s.agency.access_token, design({ banner_id: b.banner.banner_id, name: b.banner.name, company_id: (await newClientOf(s.agency.access_token, acme)).id }));
    expect(moved.status).toBe(422);
  });
});

describe('Banner List (GET /api/banner/list/{companyId}, DELETE /api/banner/remove/{bannerId})', () => {
  it('shows the demo’s banners for Bob’s Bakery, drawn just after the start', async () => {
    const demo = async () => (await list(s.agency.access_token, acme, `?client_id=${bakery}`)).body.data.filter((b) => ['Fresh bread every morning', 'Weekend pastry sale'].includes(b.name));
    await expect.poll(async () => (await demo()).filter((b) => b.png_url).length, { timeout: 25_000 }).toBe(2);
    const banners = await demo();
    expect(banners.map((b) => b.size).sort()).toEqual(['300x250', '728x90']);
    expect(banners.every((b) => b.client_name === "Bob's Bakery")).toBe(true);
  });

  it('filters by client and by size', async () => {
    const other = await newClientOf(s.agency.access_token, acme);
    const wide = await saved(s.agency.access_token, design({ company_id: other.id, size: '728x90' }));
    const box = await saved(s.agency.access_token, design({ company_id: other.id }));
    const byClient = await list(s.agency.access_token, acme, `?client_id=${other.id}`);
    expect(byClient.body.data.map((b) => b.banner_id).sort()).toEqual([wide.banner.banner_id, box.banner.banner_id].sort());
    const bySize = await list(s.agency.access_token, acme, `?client_id=${other.id}&size=728x90`);
    expect(bySize.body.data.map((b) => b.banner_id)).toEqual([wide.banner.banner_id]);
    expect((await list(s.agency.access_token, acme, '?size=999x1')).status).toBe(422);
  });

  it('deleting a banner removes it, its name and its public image; a second delete finds nothing', async () => {
    const b = await saved(s.agency.access_token, design());
    expect((await remove(s.agency.access_token, b.banner.banner_id)).body).toEqual({ result: 'success', message: 'Deleted!' });
    expect((await show(s.agency.access_token, b.banner.banner_id)).status).toBe(404);
    expect((await raw(b.files.png_url ?? '')).status).toBe(404);
    expect((await remove(s.agency.access_token, b.banner.banner_id)).status).toBe(404);
    // The name is free again.
    await saved(s.agency.access_token, design({ name: b.banner.name }));
  });
});

describe('who may design banners', () => {
  it('the agency’s administrators and the root’s staff may; clients and sales may not', async () => {
    await saved(s.admin.access_token, design());
    expect((await list(s.root.access_token, acme)).status).toBe(200);
    for (const who of ['client', 'sales'] as const) {
      const res = await save(s[who].access_token, design());
      expect(res.status, who).toBe(403);
      expect((await list(s[who].access_token, who === 'client' ? bakery : acme)).status, who).toBe(403);
    }
  });

  it('another agency’s users find nothing of Acme’s: every id answers 404', async () => {
    const b = await saved(s.agency.access_token, design());
    expect((await save(s.globex.access_token, design())).status).toBe(404);
    expect((await show(s.globex.access_token, b.banner.banner_id)).status).toBe(404);
    expect((await list(s.globex.access_token, acme)).status).toBe(404);
    expect((await list(s.globex.access_token, bakery)).status).toBe(404);
    expect((await remove(s.globex.access_token, b.banner.banner_id)).status).toBe(404);
    expect((await save(s.globex.access_token, design({ banner_id: b.banner.banner_id, company_id: globexClient }))).status).toBe(404);
    expect((await raw(`/api/banner/download/${b.banner.banner_id}/png`, s.globex.access_token)).status).toBe(404);
    const upload = await api('/api/banner/image-upload', { token: s.globex.access_token, body: { company_id: bakery, content_type: 'image/png', size: 10 } });
    expect(upload.status).toBe(404);
    // Acme's own banners are still there.
    expect((await show(s.agency.access_token, b.banner.banner_id)).status).toBe(200);
  });

  it('the role’s Ads Design flags hold: enable to see, create, update and delete each on its own', async () => {
    const role = async (enable: 'T' | 'F', create: 'T' | 'F', update: 'T' | 'F', del: 'T' | 'F') => {
      const roleId = uniq('adsrole');
      const all = { enable: 'T', create: 'T', update: 'T', delete: 'T' };
      await db()
        .entities.role.create({ rootId, companyId: acme, roleId, roleName: roleId, modules: { adsDesign: { enable, create, update, delete: del }, campaign: all, settings: all, leadsPeek: all }, createdAt: new Date().toISOString() })
        .go();
      return person(rootId, acme, 'administrator', 'acme.localhost', { roleId });
    };
    const b = await saved(s.agency.access_token, design());
    const hidden = await role('F', 'T', 'T', 'T');
    expect((await list(hidden.access_token, acme)).status).toBe(403);
    expect((await show(hidden.access_token, b.banner.banner_id)).status).toBe(403);
    const viewer = await role('T', 'F', 'F', 'F');
    expect((await list(viewer.access_token, acme)).status).toBe(200);
    expect((await save(viewer.access_token, design())).body.message).toBe('Your role does not allow this.');
    expect((await save(viewer.access_token, design({ banner_id: b.banner.banner_id, name: b.banner.name }))).status).toBe(403);
    expect((await remove(viewer.access_token, b.banner.banner_id)).status).toBe(403);
    expect((await api('/api/banner/image-upload', { token: viewer.access_token, body: { company_id: bakery, content_type: 'image/png', size: 10 } })).status).toBe(403);
    const editor = await role('T', 'F', 'T', 'F');
    expect((await save(editor.access_token, design({ banner_id: b.banner.banner_id, name: b.banner.name, headline: 'Edited' }))).status).toBe(200);
    expect((await save(editor.access_token, design())).status).toBe(403);
    const remover = await role('T', 'F', 'F', 'T');
    expect((await remove(remover.access_token, b.banner.banner_id)).status).toBe(200);
  });
});
