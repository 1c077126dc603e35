import type { ApiClient } from '../developer/scopes.js';
import { uploadExclusionFile } from '../exclusions/upload.js';
import { campaignList, clientList } from '../exclusions/lists.js';
import { actorOfApiClient } from './acting-actor.js';
import type { ExclusionAddBody } from './public-api.contract.js';
import { requireScope } from './scope.js';

/** The JSON list as the one-column CSV a person would upload, so it takes the upload's path unchanged. */
function asCsv(body: ExclusionAddBody): Uint8Array {
  return new TextEncoder().encode(['email', ...body.emails, ...body.hashes.map((h) => h.toLowerCase())].join('\n'));
}

/**
 * Adds e-mails or hashes to a campaign's list (campaignId) or the client-wide one: the same checks,
 * job, stored file and import worker as a CSV upload (exclusions/upload.ts), so the job shows in
 * the web's upload list and its progress is polled the same way.
 */
export async function addPublicExclusions(client: ApiClient, campaignId: string | undefined, body: ExclusionAddBody) {
  requireScope(client, 'exclusions:write');
  const actor = await actorOfApiClient(client);
  const company = body.company_id ?? client.companyId;
  const list = campaignId === undefined ? await clientList(actor, company) : await campaignList(actor, campaignId, body.company_id);
  return uploadExclusionFile(actor, list, { name: 'api.csv', contentType: 'text/csv', bytes: asCsv(body) });
}
