import { describe, expect, it } from 'vitest';
import { routes, webhooks } from './routes.js';

/**
 * One spelling per kind of id in the manifest's paths (docs/decisions.md, API shape): the spec
 * spelled a company's id five ways and a user's four; the URLs on the wire are the same whatever a
 * parameter is called, so the manifest, the handlers and core use one name per kind.
 * A new kind of id is added here, camelCase ending in `Id`.
 */
const IDS: Record<string, string> = {
  companyId: "a company's id: an agency, a client or the root company",
  rootId: "the root company's id, for the root's own lists",
  userId: "a user's id",
  campaignId: "a campaign's id",
  organizationId: "a campaign's marketing organization",
  integrationId: "one of a company's integrations",
  deliveryId: "one delivery of an integration",
  audienceId: 'a saved audience',
  bannerId: 'a banner',
  roleId: 'a role',
  invoiceId: 'an invoice',
  jobId: 'a file job (export, enrichment)',
  featureId: 'a beta feature',
  countId: 'an approximate lead count',
  ownerId: "an exclusion list's owner: a client or a campaign, as the path's {campaignType} says",
};

/** Parameters that are not ids: plain words. */
const WORDS = new Set(['type', 'group', 'start', 'end', 'month', 'file', 'kind', 'state', 'code', 'name', 'documentType', 'campaignType', 'urlCode']);

/** The kind an id-like name stands for: `companyID`, `company_id`, `company` are all "company"; `usrID` is "user". */
const kindOf = (name: string) => {
  const bare = name.replace(/_?id$/i, '').replace(/_/g, '').toLowerCase();
  return bare === 'usr' ? 'user' : bare === 'companyroot' ? 'root' : bare;
};
const SPELLING = new Map(Object.keys(IDS).map((n) => [kindOf(n), n]));

/** Each parameter of `paths` that is neither one of IDS nor one of WORDS, with the spelling to use when there is one. */
function pathParameterProblems(paths: readonly string[]): string[] {
  const problems: string[] = [];
  for (const path of paths) {
    for (const [, name = ''] of path.matchAll(/\{([^}]*)\}/g)) {
      if (name in IDS || WORDS.has(name)) continue;
      const use = SPELLING.get(kindOf(name));
      problems.push(use ? `${path}: {${name}} is spelled {${use}}` : `${path}: {${name}} is not a known parameter (an id: camelCase ending in Id, added to IDS)`);
    }
  }
  return problems;
}

const manifestPaths = [...routes, ...webhooks].map((r) => r.path);

describe('path parameters: one spelling for each kind of id', () => {
  it('every parameter of the manifest is a known id or a plain word', () => {
    expect(pathParameterProblems(manifestPaths)).toEqual([]);
  });

  it('the spec\'s other spellings of a company, user and campaign id are refused, with the one to use', () => {
    expect(pathParameterProblems(['/api/a/{companyID}', '/api/b/{company_id}', '/api/c/{company}', '/api/d/{usrID}', '/api/e/{user_id}', '/api/f/{campaign_id}', '/api/g/{companyRootId}'])).toEqual([
      '/api/a/{companyID}: {companyID} is spelled {companyId}',
      '/api/b/{company_id}: {company_id} is spelled {companyId}',
      '/api/c/{company}: {company} is spelled {companyId}',
      '/api/d/{usrID}: {usrID} is spelled {userId}',
      '/api/e/{user_id}: {user_id} is spelled {userId}',
      '/api/f/{campaign_id}: {campaign_id} is spelled {campaignId}',
      '/api/g/{companyRootId}: {companyRootId} is spelled {rootId}',
    ]);
  });

  it('a bare {id} or an unknown name is refused: the parameter says whose id it is', () => {
    expect(pathParameterProblems(['/api/widgets/{id}', '/api/widgets/{widgetID}'])).toEqual([
      '/api/widgets/{id}: {id} is not a known parameter (an id: camelCase ending in Id, added to IDS)',
      '/api/widgets/{widgetID}: {widgetID} is not a known parameter (an id: camelCase ending in Id, added to IDS)',
    ]);
  });

  it('the known ids are camelCase ending in Id', () => {
    for (const name of Object.keys(IDS)) expect(name).toMatch(/^[a-z][a-zA-Z]*Id$/);
  });
});
