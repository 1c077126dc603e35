import { describe, expect, it } from 'vitest';
import { api, newClient, signIn } from '../client.js';

describe('b2b Service Agreement: status and recording', () => {
  it('is F until the user agrees, then T; agreeing twice keeps it T', async () => {
    const c = await newClient('agree');
    const { body } = await signIn(c.email, c.domain, c.password);
    const token = body.access_token;
    expect((await api('/api/agreement/feature/b2b_module', { token })).body).toEqual({ feature_id: 'b2b_module', status: 'F' });
    const rec = await api('/api/agreement/feature', { token, body: { feature_id: 'b2b_module', feature_name: 'B2B ID', is_marketing_services_agreement_feature: 'T', location_menu: '/b2bid/campaign-management' } });
    expect(rec.status).toBe(200);
    expect(rec.body).toMatchObject({ result: 'success', status: 'T' });
    expect((await api('/api/agreement/feature', { token, body: { feature_id: 'b2b_module', feature_name: 'B2B ID', is_marketing_services_agreement_feature: 'T' } })).status).toBe(200);
    expect((await api('/api/agreement/feature/b2b_module', { token })).body).toEqual({ feature_id: 'b2b_module', status: 'T' });
    // Another user's status is their own.
    const other = await newClient('agree-other');
    const t2 = (await signIn(other.email, other.domain, other.password)).body.access_token;
    expect((await api('/api/agreement/feature/b2b_module', { token: t2 })).body).toMatchObject({ status: 'F' });
  });

  it('an unknown feature or missing consent is refused', async () => {
    const c = await newClient('agree-bad');
    const token = (await signIn(c.email, c.domain, c.password)).body.access_token;
    expect((await api('/api/agreement/feature/everything', { token })).status).toBe(422);
    expect((await api('/api/agreement/feature', { token, body: { feature_id: 'b2b_module', feature_name: 'B2B ID' } })).status).toBe(422);
  });
});

describe('domain info carries the agency’s embedded code, on its own domain only', () => {
  it('Acme has its code; Globex and the platform have none', async () => {
    expect((await api('/api/domain-info?domainorsub=acme.localhost')).body).toMatchObject({ embedded_code: { placeEmbedded: 'head', embeddedcode: '<meta name="acme-site-verification" content="acme-demo">' } });
    expect((await api('/api/domain-info?domainorsub=globex.localhost')).body).toMatchObject({ embedded_code: null });
    expect((await api('/api/domain-info?domainorsub=localhost')).body).toMatchObject({ embedded_code: null });
  });
});
