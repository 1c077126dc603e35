import type { Actor } from '../access/actor.js';
import { db } from '../db/service.js';
import { mailer } from '../platform/mailer.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { badRequest, DomainError, notFound, validationError } from '../shared/errors.js';
import { integrationScope, scopedIntegration } from './access.js';
import { integrationsForCampaign, loadConnection, settingsFor } from './connections.js';
import {
  NO_CAMPAIGN_SHEET,
  NO_REPORT_RECIPIENTS,
  NOT_A_SHEET_CONNECTION,
  type CampaignSheetsBody,
  type CampaignSheetsResponse,
} from './campaign-sheets.contract.js';
import { INTEGRATION_SAVED } from './integrations.contract.js';
import type { Integration } from './integration.entity.js';
import { checkSpreadsheet, createCampaignSpreadsheet, SheetsRefused, zGooglesheetsCredentials } from './providers/googlesheets.js';
import { updateIntegration } from './store.js';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found.';

interface Sheet {
  spreadsheetId: string;
  spreadsheetUrl: string;
}

const sheetOf = (i: Integration, campaignId: string): Sheet | undefined => {
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
    const campaign = (await db().entities.campaign.get({ rootId, campaignId }).go()).data;
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

/** POST /api/integrations/{company}/{id}/sheets: makes the missing (or, with reset, new) sheets of the connection's campaigns. */
export async function connectCampaignSheets(actor: Actor, companyId: string, integrationId: string, body: CampaignSheetsBody): Promise<CampaignSheetsResponse> {
  const { integration } = await scopedIntegration(actor, companyId, integrationId, 'manage');
  if (integration.type !== 'googlesheets') throw badRequest(NOT_A_SHEET_CONNECTION);
  const ids = body.campaign_ids ?? integration.campaignIds;
  // Campaigns join a connection through saveintegration, which checks they are the company's.
  if (ids.some((id) => !integration.campaignIds.includes(id))) throw validationError(CAMPAIGN_NOT_FOUND, { campaign_ids: [CAMPAIGN_NOT_FOUND] });
  const sheets = [];
  for (const campaignId of ids) {
    const s = await ensureCampaignSheet(actor.rootId, integrationId, campaignId, { reset: body.reset });
    sheets.push({ campaign_id: campaignId, spreadsheet_id: s.spreadsheetId, url: s.spreadsheetUrl });
  }
  return { result: 'success', message: INTEGRATION_SAVED, sheets };
}

/** GET /api/integrations/{company}/{id}/sheets: each campaign's sheet, and whether Google still opens it. */
export async function checkCampaignSheets(actor: Actor, companyId: string, integrationId: string): Promise<CampaignSheetsResponse> {
  const { integration } = await scopedIntegration(actor, companyId, integrationId, 'read');
  if (integration.type !== 'googlesheets') throw badRequest(NOT_A_SHEET_CONNECTION);
  const { credentials } = await loadConnection(actor.rootId, integrationId);
  const tokens = zGooglesheetsCredentials.parse(credentials);
  const sheets = [];
  for (const campaignId of integration.campaignIds) {
    const s = sheetOf(integration, campaignId);
    if (!s) continue;
    const check = await checkSpreadsheet(tokens, s.spreadsheetId);
    sheets.push({
      campaign_id: campaignId,
      spreadsheet_id: s.spreadsheetId,
      url: s.spreadsheetUrl,
      ok: check.ok,
      ...(check.ok ? { title: check.title } : { detail: check.detail }),
    });
  }
  return { result: 'success', sheets };
}

/** PUT /api/leadspeek/client/resendgooglelink: e-mails the campaign's sheet link to its report recipients. */
export async function resendGoogleLink(actor: Actor, body: { company_id: string; campaign_id: string }): Promise<{ result: 'success'; message: string }> {
  await integrationScope(actor, body.company_id, 'read');
  const campaign = (await db().entities.campaign.get({ rootId: actor.rootId, campaignId: body.campaign_id }).go()).data;
  if (!campaign || campaign.companyId !== body.company_id || campaign.status === 'removed') throw notFound(CAMPAIGN_NOT_FOUND);
  const target = (await integrationsForCampaign(actor.rootId, campaign.companyId, campaign.campaignId)).find((t) => t.type === 'googlesheets');
  if (!target) throw notFound(NO_CAMPAIGN_SHEET);
  const to = [...new Set(campaign.reportSentTo ?? [])];
  if (!to.length) throw validationError(NO_REPORT_RECIPIENTS, { reportSentTo: [NO_REPORT_RECIPIENTS] });
  const sheet = await ensureCampaignSheet(actor.rootId, target.integrationId, campaign.campaignId);
  const subject = `Google Sheet for ${campaign.campaignName} (${campaign.leadspeekApiId})`;
  const text = `The leads of ${campaign.campaignName} (${campaign.leadspeekApiId}) are added to this Google Sheet as they arrive:\n\n${sheet.spreadsheetUrl}\n`;
  for (const addr of to) await mailer().send({ to: addr, subject, text });
  return { result: 'success', message: `The Google Sheet link was sent to ${to.join(', ')}.` };
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
  const campaign = (await db().entities.campaign.get({ rootId, campaignId }).go()).data;
  if (campaign?.reportType !== 'GoogleSheet') return [];
  try {
    await ensureCampaignSheet(rootId, connection.integrationId, campaignId);
  } catch (e) {
    console.warn(JSON.stringify({ msg: 'campaign sheet not made', integrationId: connection.integrationId, campaignId, error: (e as Error).message }));
  }
  return [connection];
}
