import { createMenuLink, deleteMenuLink, exchangeMenuCode, findMenuLink, menuAuthorizeUrl, MenuCallFailed, refreshMenuTokens, adapterOf, type OAuthTokens } from '@platform/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IntegrationFakes } from './server.js';
import { startGoHighLevelFake } from './contract-support.js';

/**
 * The Custom Menu Links calls (the agency's GoHighLevel menu link) against the local GoHighLevel
 * fake: the agency consent answering a Company token, the link's fields as GoHighLevel's
 * CreateCustomMenuDTO has them, and the answers the service relies on.
 */
const REDIRECT = 'http://localhost:3000/api/integrations/oauth/callback';
const AGENCY = 'cmpLocalAgency000001';
const FRAME = 'https://leads.acme-agency.example/embed/gohighlevel';
let fakes: IntegrationFakes;

beforeAll(async () => {
  fakes = await startGoHighLevelFake();
});
afterAll(() => fakes.stop());
beforeEach(() => fakes.reset());

/** Consent as a person gives it, picking the agency itself (or a sub-account) on the chooser page. */
async function consent(pick: RegExp): Promise<string> {
  const page = await fetch(menuAuthorizeUrl({ state: 'st-menu', redirectUri: REDIRECT }));
  const html = await page.text();
  expect(page.status).toBe(200);
  expect(html).toContain('custom-menu-link.write');
  const href = [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&')).find((h) => pick.test(h));
  if (!href) throw new Error('the consent page offers the choice');
  const chosen = await fetch(new URL(href, `${fakes.url}/gohighlevel/oauth/`), { redirect: 'manual' });
  const back = new URL(chosen.headers.get('location') ?? '');
  expect(back.searchParams.get('state')).toBe('st-menu');
  return back.searchParams.get('code') ?? '';
}
const agencyTokens = async (): Promise<OAuthTokens> => exchangeMenuCode(await consent(new RegExp(`company_id=${AGENCY}`)), REDIRECT);
const menus = () => (fakes.snapshot().gohighlevel as { customMenus: Record<string, unknown>[] }).customMenus;

describe('the agency consent answers a Company token', () => {
  it('choosing the agency gives a token for the GoHighLevel company', async () => {
    const tokens = await agencyTokens();
    expect(tokens.extra?.companyId).toBe(AGENCY);
    expect(Date.parse(tokens.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('choosing a sub-account instead is refused with words for the person', async () => {
    const code = await consent(/location_id=locBobsBakery0000001/);
    await expect(exchangeMenuCode(code, REDIRECT)).rejects.toThrow(/agency/);
  });

  it('a refresh token works once; the answer carries the next', async () => {
    const tokens = await agencyTokens();
    const fresh = await refreshMenuTokens(tokens);
    expect(fresh.refreshToken).not.toBe(tokens.refreshToken);
    expect(fresh.extra?.companyId).toBe(AGENCY);
    await expect(refreshMenuTokens(tokens)).rejects.toThrow(/refresh token is invalid/);
  });
});

describe('adding, finding and removing the menu link', () => {
  it('adds an iframe link shown to the agency and every sub-account, with every field GoHighLevel requires', async () => {
    const tokens = await agencyTokens();
    const link = await createMenuLink(tokens, { title: 'Acme leads', url: FRAME });
    expect(link).toMatchObject({ title: 'Acme leads', url: FRAME });
    expect(menus()).toEqual([
      expect.objectContaining({
        id: link.id,
        companyId: AGENCY,
        title: 'Acme leads',
        url: FRAME,
        openMode: 'iframe',
        showOnCompany: true,
        showOnLocation: true,
        showToAllLocations: true,
        locations: [],
        userRole: 'all',
        icon: { name: 'chart-line', fontFamily: 'fas' },
      }),
    ]);
  });

  it('finds a link by its url (a link made before a lost answer is adopted), and nothing for another url', async () => {
    const tokens = await agencyTokens();
    const link = await createMenuLink(tokens, { title: 'Acme leads', url: FRAME });
    expect(await findMenuLink(tokens, FRAME)).toEqual({ id: link.id, title: 'Acme leads', url: FRAME });
    expect(await findMenuLink(tokens, 'https://other.example/embed/gohighlevel')).toBeUndefined();
  });

  it('removes the link; removing it again is not an error', async () => {
    const tokens = await agencyTokens();
    const link = await createMenuLink(tokens, { title: 'Acme leads', url: FRAME });
    await deleteMenuLink(tokens, link.id);
    expect(menus()).toEqual([]);
    await expect(deleteMenuLink(tokens, link.id)).resolves.toBeUndefined();
  });

  it('a sub-account (Location) token is refused, in GoHighLevel’s words', async () => {
    const oauth = adapterOf('gohighlevel').oauth;
    if (!oauth) throw new Error('GoHighLevel connects with OAuth');
    const location = await oauth.exchangeCode({ code: await consent(/location_id=locBobsBakery0000001/), redirectUri: REDIRECT });
    const refused = await createMenuLink(location, { title: 'Acme leads', url: FRAME }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MenuCallFailed);
    expect(refused).toMatchObject({ status: 401, message: expect.stringMatching(/not authorized for this scope/) });
    expect(menus()).toEqual([]);
  });

  it('a link GoHighLevel would not take (no title) answers its validation messages', async () => {
    const tokens = await agencyTokens();
    const refused = await createMenuLink(tokens, { title: '', url: FRAME }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 422, message: expect.stringMatching(/title should not be empty/) });
  });

  it('a server error is reported, not taken for a made link', async () => {
    const tokens = await agencyTokens();
    fakes.faults({ provider: 'gohighlevel', mode: 'fail', status: 500 });
    await expect(createMenuLink(tokens, { title: 'Acme leads', url: FRAME })).rejects.toMatchObject({ status: 500 });
    expect(menus()).toEqual([]);
  });
});
