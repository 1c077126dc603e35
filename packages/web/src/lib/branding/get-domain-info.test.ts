// @vitest-environment jsdom
/**
 * The host's brand is asked for by index.html before the app's scripts arrive; the app reads that
 * answer instead of asking again (docs/decisions.md, "Performance budgets").
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { fetchDomainInfo } from './get-domain-info';

const HOST = 'acme.localhost';
const INFO = {
  idsys: 'acme',
  masteridsys: 'root',
  company_root_name: 'Acme Agency',
  domain: null,
  subdomain: 'acme',
  rootcomp: 'F',
  agencyplatformroot: 'F',
  branding: { company_name: 'Acme Agency', logo: null, box_bgcolor: null, text_color: null, link_color: null, template_bgcolor: null, sidebar_bgcolor: null, font_theme: null },
  payment_terms: [],
  timezone: 'America/New_York',
  embedded_code: null,
};

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  window.__domainInfo = undefined;
  vi.unstubAllGlobals();
});

describe("the host's brand is read from the request index.html started", () => {
  it('the first fetch reads the early answer and asks nothing more; a later fetch asks again', async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(answer(200, INFO)));
    vi.stubGlobal('fetch', fetchSpy);
    const early = answer(200, INFO);
    window.__domainInfo = { host: HOST, response: Promise.resolve(early) };
    expect(await fetchDomainInfo(HOST)).toEqual(INFO);
    expect(early.bodyUsed).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.__domainInfo).toBeUndefined();
    await fetchDomainInfo(HOST);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String((fetchSpy.mock.calls[0] as unknown[])[0])).toContain(`/api/domain-info?domainorsub=${HOST}`);
  });

  it("an early answer of an error is the app's error (an unknown host is a 404)", async () => {
    vi.stubGlobal('fetch', vi.fn());
    window.__domainInfo = { host: HOST, response: Promise.resolve(answer(404, { result: 'error', message: 'Domain not found.' })) };
    const error = await fetchDomainInfo(HOST).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  it('an early request that failed on the network, or made for another host, is asked again', async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(answer(200, INFO)));
    vi.stubGlobal('fetch', fetchSpy);
    window.__domainInfo = { host: HOST, response: Promise.reject(new TypeError('Failed to fetch')) };
    await fetchDomainInfo(HOST).catch(() => undefined);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    window.__domainInfo = { host: 'globex.localhost', response: Promise.resolve(answer(200, INFO)) };
    await fetchDomainInfo(HOST).catch(() => undefined);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
