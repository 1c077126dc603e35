import { systemClock, type Clock } from '../platform/clock.js';
import { badRequest, DomainError, notFound } from '../shared/errors.js';
import { NOT_A_SHEET_CONNECTION } from './campaign-sheets.contract.js';
import { loadConnection, settingsFor } from './connections.js';
import type { Integration } from './integration.entity.js';
import { createCampaignSpreadsheet, SheetsRefused, zGooglesheetsCredentials } from './providers/googlesheets.js';
import { updateIntegration } from './store.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found.';

export interface Sheet {
  spreadsheetId: string;
  spreadsheetUrl: string;
}

export const sheetOf = (i: Integration, campaignId: string): Sheet | undefined => {
  const s = settingsFor(i, campaignId);
  return typeof s.spreadsheetId === 'string' ? { spreadsheetId: s.spreadsheetId, spreadsheetUrl: typeof s.spreadsheetUrl === 'string' ? s.spreadsheetUrl : '' } : undefined;
};

/**
 * The campaign's sheet on a Google Sheets connection, made (with its header row) when it has none
 * or when `reset` asks for a new one, and recorded with the campaign on the connection in one
 * write conditioned on the version read. Of two callers at once, one write wins and the other
 * answers the winner's sheet (its own stays, empty, in the person's Drive).
 */
export async function ensureCampaignSheet(rootId: string, integrationId: string, campaignId: string, opts: { reset?: boolean; clock?: Clock } = {}): Promise<Sheet> {
  const clock = opts.clock ?? systemClock;
  for (let attempt = 0; ; attempt++) {
    const { integration, credentials } = await loadConnection(rootId, integrationId, clock);
    if (integration.type !== 'googlesheets') throw badRequest(NOT_A_SHEET_CONNECTION);
    const had = sheetOf(integration, campaignId);
    if (had && !opts.reset && integration.campaignIds.includes(campaignId)) return had;
    const campaign = (await campaignEntity.get({ rootId, campaignId }).go()).data;
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    let sheet: Sheet;
    try {
      sheet = await createCampaignSpreadsheet(zGooglesheetsCredentials.parse(credentials), `${campaign.campaignName} leads (${campaign.leadspeekApiId})`);
    } catch (e) {
      if (e instanceof SheetsRefused) throw badRequest(`Google Sheets refused to make the sheet: ${e.message}`);
      throw e;
    }
    const own = ((integration.campaignSettings ?? {}) as Record<string, Record<string, unknown>>)[campaignId] ?? {};
    try {
      await updateIntegration(
        integration,
        {
          campaignIds: [...new Set([...integration.campaignIds, campaignId])],
          campaignSettings: { ...(integration.campaignSettings as Record<string, unknown>), [campaignId]: { ...own, ...sheet } },
          updatedAt: clock.now().toISOString(),
        },
        [],
        undefined,
      );
      return sheet;
    } catch (e) {
      const changed = e instanceof DomainError && e.kind === 'conflict';
      if (!changed || attempt >= 2) throw e;
      if (opts.reset) continue;
      // Another caller recorded a sheet meanwhile: the next pass answers it.
    }
  }
}

/**
 * A campaign whose report type is Google Sheet delivers to its sheet on the company's (or its
 * agency's) Google Sheets connection without being chosen there: the first lead makes the sheet
 * and sets the campaign on the connection, so later leads find it as any chosen campaign. A
 * connection Google refuses is still answered, without a sheet, so the delivery log shows why
 * (docs/decisions.md, "Integration providers and their local fakes").
 */
export async function reportSheetTargets(rootId: string, campaignId: string, candidates: Integration[]): Promise<Integration[]> {
  const connection = candidates.find((i) => i.type === 'googlesheets' && i.status === 'connected' && !i.campaignIds.includes(campaignId));
  if (!connection) return [];
  const campaign = (await campaignEntity.get({ rootId, campaignId }).go()).data;
  if (campaign?.reportType !== 'GoogleSheet') return [];
  try {
    await ensureCampaignSheet(rootId, connection.integrationId, campaignId);
  } catch (e) {
    console.warn(JSON.stringify({ msg: 'campaign sheet not made', integrationId: connection.integrationId, campaignId, error: (e as Error).message }));
  }
  return [connection];
}
