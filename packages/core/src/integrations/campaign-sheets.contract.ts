import { z } from 'zod';

/**
 * A campaign's Google Sheet (docs/decisions.md, "Integration providers and their local fakes"):
 * make (or, with `reset`, remake) the sheets of a Google Sheets connection's campaigns, check
 * them, and e-mail a campaign's sheet link to its report recipients again.
 */

export const campaignSheetsBodySchema = z.object({
  /** The connection's campaigns to make a sheet for; all of them when left out. */
  campaign_ids: z.array(z.string().min(1).max(64)).max(500).optional(),
  /** A new, empty sheet even where the campaign has one (the old one stays in the person's Drive). */
  reset: z.boolean().default(false),
});
export type CampaignSheetsBody = z.infer<typeof campaignSheetsBodySchema>;

export const campaignSheetSchema = z.object({
  campaign_id: z.string(),
  spreadsheet_id: z.string(),
  url: z.string(),
  /** Check answers only: whether Google still opens it for this connection, and why not. */
  ok: z.boolean().optional(),
  title: z.string().optional(),
  detail: z.string().optional(),
});

export const campaignSheetsResponseSchema = z.object({
  result: z.literal('success'),
  message: z.string().optional(),
  sheets: z.array(campaignSheetSchema),
});
export type CampaignSheetsResponse = z.infer<typeof campaignSheetsResponseSchema>;

/** PUT /api/leadspeek/client/resendgooglelink */
export const resendGoogleLinkBodySchema = z.object({
  company_id: z.string().min(1).max(64),
  campaign_id: z.string().min(1).max(64),
});
export const resendGoogleLinkResponseSchema = z.object({ result: z.literal('success'), message: z.string() });

export const NO_CAMPAIGN_SHEET = 'This campaign does not deliver to a Google Sheet.';
export const NO_REPORT_RECIPIENTS = 'This campaign has no report recipients to send the link to.';
export const NOT_A_SHEET_CONNECTION = 'This integration is not a Google Sheets connection.';
