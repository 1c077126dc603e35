import { describe, expect, it } from 'vitest';
import { api, session, DEMO } from '../client.js';
import { rawRequest } from './raw.js';

const ONE_ERROR_BODY = { result: 'error', message: expect.any(String) };

async function stillServing() {
  expect(await api('/api/health')).toEqual({ status: 200, body: { status: 'ok' } });
}

describe('a malformed request is refused with 400 and never stops the platform', () => {
  it.each([
    ['GET /%ff HTTP/1.1'],
    ['GET /% HTTP/1.1'],
    ['GET /assets/%E0%A4%A HTTP/1.1'],
    ['GET /api/user/%ff HTTP/1.1'],
    ['GET /api/user/% HTTP/1.1'],
    ['GET /api/user/%00 HTTP/1.1'],
    ['GET /api/user/a%00b HTTP/1.1'],
    ['GET /api/branding/logo/%ff/x.png HTTP/1.1'],
    ['GET /api/branding/logo/acme/%00.png HTTP/1.1'],
  ])('%s answers 400 in the one error body', async (line) => {
    const res = await rawRequest(line);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(ONE_ERROR_BODY);
    await stillServing();
  });

  it('a Host header with a space answers 400', async () => {
    const res = await rawRequest('GET / HTTP/1.1', { host: 'acme .localhost' });
    expect(res.status).toBe(400);
    await stillServing();
  });

  it('a Host header that is not a host name answers 400 on the API too', async () => {
    const res = await rawRequest('GET /api/health HTTP/1.1', { host: 'a b:c' });
    expect(res.status).toBe(400);
    await stillServing();
  });

  it('a signed-in user with a malformed id gets 400, not a server error', async () => {
    const s = await session(...DEMO.agency);
    const res = await rawRequest('GET /api/user/%E0%A4%A HTTP/1.1', { authorization: `Bearer ${s.access_token}` });
    expect(res.status).toBe(400);
  });
});
