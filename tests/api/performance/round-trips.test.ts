import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { createUser, db, documentClient } from '@platform/core';
import { handler as me } from '@platform/functions/http/user/me.js';
import { handler as tourDone } from '@platform/functions/http/user/tour-done.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO, session, signIn } from '../client.js';
import { useCore } from '../core.js';

/**
 * Performance budget (docs/decisions.md "Performance budgets"): GET /api/user costs one DynamoDB
 * round trip, session check included. The handler runs in this process against the platform's
 * table, with a middleware on the one DynamoDB client that records every command it sends.
 */
const sent: string[] = [];
const MIDDLEWARE = 'count-dynamodb-commands';

beforeAll(() => {
  useCore();
  documentClient().middlewareStack.add(
    (next, context) => (args) => {
      sent.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: MIDDLEWARE },
  );
});
afterAll(() => {
  documentClient().middlewareStack.remove(MIDDLEWARE);
});

const event = (token: string): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey: 'GET /api/user',
    rawPath: '/api/user',
    rawQueryString: '',
    headers: { authorization: `Bearer ${token}`, host: 'acme.localhost' },
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'acme.localhost',
      domainPrefix: 'acme',
      http: { method: 'GET', path: '/api/user', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'round-trips' },
      requestId: 'round-trips',
      routeKey: 'GET /api/user',
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
  }) as APIGatewayProxyEventV2;

const context = { awsRequestId: 'round-trips', functionName: 'http-user-me' } as Context;

/** GET /api/user handled here; answers the status, the body and the DynamoDB commands it sent. */
async function getUser(token: string) {
  sent.length = 0;
  const res = (await me(event(token), context)) as APIGatewayProxyStructuredResultV2;
  return { status: res.statusCode, body: JSON.parse(res.body ?? '{}') as Record<string, unknown>, commands: [...sent] };
}

describe('GET /api/user reads everything it needs in one DynamoDB round trip', () => {
  it.each([
    ['an agency owner', DEMO.agency],
    ['a client (company under an agency)', DEMO.client],
    ['a platform user (root company)', DEMO.root],
  ] as const)('%s: one BatchGetItem with the session check', async (_who, [email, domain]) => {
    const s = await session(email, domain);
    const r = await getUser(s.access_token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: s.userId, email });
    expect(r.commands).toEqual(['BatchGetItemCommand']);
  });

  it('a client sees its agency as parent, read in the same round trip', async () => {
    const client = await session(...DEMO.client);
    const agency = await session(...DEMO.agency);
    const r = await getUser(client.access_token);
    expect(r.body.company_parent).toBe(agency.companyId);
    expect(r.commands).toHaveLength(1);
  });

  it('a user with a role gets the role’s permissions from the same round trip', async () => {
    const agency = await session(...DEMO.agency);
    const modules = { adsDesign: { enable: 'F', create: 'F', update: 'F', delete: 'F' }, campaign: { enable: 'T', create: 'T', update: 'T', delete: 'T' }, leadsPeek: { enable: 'T', create: 'F', update: 'F', delete: 'F' }, settings: { enable: 'F', create: 'F', update: 'F', delete: 'F' } };
    const role = await api<{ roleID: string }>('/api/configuration/role-module/addupdate', { method: 'PUT', token: agency.access_token, body: { companyID: agency.companyId, roleName: `Round trips ${Date.now()}`, modules } });
    expect(role.status).toBe(200);
    const email = `round-trips-${Date.now()}@acme.test`;
    const rootId = (await session(...DEMO.root)).companyId;
    const admin = await createUser({ rootId, companyId: agency.companyId, email, name: 'Rita Role', userType: 'administrator', password: 'Admin passphrase 1', roleId: role.body.roleID, profileSetupCompleted: true });
    const token = (await signIn(email, 'acme.localhost', 'Admin passphrase 1')).body.access_token;
    const r = await getUser(token);
    expect(r.status).toBe(200);
    expect(r.body.user_permissions).toMatchObject({ menuCampaign: 'T', settingMenuShow: 'F' });
    expect(r.commands).toEqual(['BatchGetItemCommand']);

    // The role is taken off after the token was issued: the answer follows the user item, not the token.
    await db().entities.user.patch({ rootId: admin.rootId, userId: admin.userId }).remove(['roleId']).go();
    const after = await getUser(token);
    expect(after.status).toBe(200);
    expect(after.body.user_permissions).toBeNull();
    expect(after.commands).toEqual(['BatchGetItemCommand']);
  });

  it('after logout the same token answers 401, still in one round trip', async () => {
    const s = await session(...DEMO.agency);
    expect((await api('/api/logout', { method: 'POST', token: s.access_token, body: {} })).status).toBeLessThan(300);
    const r = await getUser(s.access_token);
    expect(r.status).toBe(401);
    expect(r.commands).toEqual(['BatchGetItemCommand']);
  });

  it('a forged token answers 401 without reading anything', async () => {
    const r = await getUser('eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ4In0.AAAA');
    expect(r.status).toBe(401);
    expect(r.commands).toEqual([]);
  });
});

describe('a malformed request is refused before the session is read', () => {
  /** PUT /api/user/tours (a signed-in route with a body) handled here, with the commands it sent. */
  async function putTour(token: string, body: string) {
    sent.length = 0;
    const e = event(token);
    const put = { ...e, routeKey: 'PUT /api/user/tours', rawPath: '/api/user/tours', body, headers: { ...e.headers, 'content-type': 'application/json' }, requestContext: { ...e.requestContext, http: { ...e.requestContext.http, method: 'PUT', path: '/api/user/tours' } } };
    const res = (await tourDone(put, context)) as APIGatewayProxyStructuredResultV2;
    return { status: res.statusCode, commands: [...sent] };
  }

  it('a body the route refuses answers 422 without reading anything', async () => {
    const s = await session(...DEMO.agency);
    const r = await putTour(s.access_token, JSON.stringify({ tour: ['not', 'a', 'tour'] }));
    expect(r.status).toBe(422);
    expect(r.commands).toEqual([]);
  });

  it('a well-formed request with a logged-out token still answers 401 after the session read', async () => {
    const s = await session(...DEMO.agency);
    expect((await api('/api/logout', { method: 'POST', token: s.access_token, body: {} })).status).toBeLessThan(300);
    const r = await putTour(s.access_token, JSON.stringify({ tour: 'dashboard' }));
    expect(r.status).toBe(401);
    expect(r.commands).toEqual(['BatchGetItemCommand']);
  });
});
