import type { Actor } from '../access/actor.js';
import { mailer } from '../platform/mailer.js';
import { badRequest, notFound, validationError } from '../shared/errors.js';
import { integrationScope, scopedIntegration } from './access.js';
import { CAMPAIGN_NOT_FOUND, ensureCampaignSheet, sheetOf } from './campaign-sheet.js';
import { integrationsForCampaign } from './campaign-targets.js';
import { loadConnection } from './connections.js';
import {
  NO_CAMPAIGN_SHEET,
  NO_REPORT_RECIPIENTS,
  NOT_A_SHEET_CONNECTION,
  type CampaignSheetsBody,
  type CampaignSheetsResponse,
} from './campaign-sheets.contract.js';
import { INTEGRATION_SAVED } from './integrations.contract.js';
import { checkSpreadsheet, zGooglesheetsCredentials } from './providers/googlesheets.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';

/** POST /api/integrations/{companyId}/{integrationId}/sheets: makes the missing (or, with reset, new) sheets of the connection's campaigns. */
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

/** GET /api/integrations/{companyId}/{integrationId}/sheets: each campaign's sheet, and whether Google still opens it. */
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
  const campaign = (await campaignEntity.get({ rootId: actor.rootId, campaignId: body.campaign_id }).go()).data;
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
