import type { z } from 'zod';
import { readableCampaign } from '../campaigns/campaign-access.js';
import type { ApiClient } from '../developer/scopes.js';
import { leadRow } from '../leads/lead-view.js';
import { validationError } from '../shared/errors.js';
import { actorOfApiClient } from './acting-actor.js';
import type { leadListQuerySchema } from './public-api.contract.js';
import { requireScope } from './scope.js';
import { leadEntity } from '../leads/lead.entity.js';

interface Cursor {
  r: string;
  l: string;
}

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

/** The cursor is ours (the last lead's date and id), never DynamoDB's key, so it cannot point into another partition. */
function decodeCursor(raw: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (typeof c.r === 'string' && typeof c.l === 'string' && c.r.length <= 40 && c.l.length <= 128) return { r: c.r, l: c.l };
  } catch {
    // falls through to the refusal
  }
  throw validationError('The given data was invalid.', { cursor: ['The cursor is not valid'] });
}

/**
 * A campaign's leads received at or after `since`, oldest first, `limit` per page with an opaque
 * cursor: one query of the campaign's lead index (byCampaign, by received time then lead id).
 * Amounts are what the client pays; the agency's wholesale price is not part of the public API.
 */
export async function listPublicLeads(client: ApiClient, campaignId: string, query: z.infer<typeof leadListQuerySchema>) {
  requireScope(client, 'leads:read');
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const { campaign } = await readableCampaign(await actorOfApiClient(client), campaignId, { includeRemoved: true });
  const since = new Date(query.since).toISOString();
  const q = leadEntity.query.byCampaign({ rootId: campaign.rootId, campaignId: campaign.campaignId });
  const ranged = after && after.r >= since ? q.gt({ receivedAt: after.r, leadId: after.l }) : q.gte({ receivedAt: since });
  const res = await ranged.go({ order: 'asc', limit: query.limit + 1 });
  const page = res.data.slice(0, query.limit);
  const last = page.at(-1);
  const more = res.data.length > query.limit;
  return {
    data: page.map((l) => {
      const { wholesale_cents: _w, leadspeek_api_id: _c, campaign_name: _n, company_name: _m, ...row } = leadRow(l);
      return row;
    }),
    next_cursor: more && last ? encodeCursor({ r: last.receivedAt, l: last.leadId }) : null,
  };
}
