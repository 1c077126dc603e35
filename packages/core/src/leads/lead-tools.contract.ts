import { z } from 'zod';

/** Send test lead's refusal within a minute of the last one (429, docs/product.md, Messages). */
export const TEST_LEAD_LIMITED = 'You can only attempt this test once every minute. Please try again later.';

/** The embed-code check's answer when the page could not be read (docs/product.md, Messages). */
export const CRAWL_BLOCKED = 'Blocked from crawling (Needs manual review at your url)';

/** The check's page address as a person types it (the scheme may be left out). */
export const embedCheckUrlSchema = z.string().trim().min(1, 'Enter the address of the page that carries the embed code.').max(2000, 'That address is too long.');

/**
 * POST /api/leadspeek/check-embed-code's answer: 200 with status exist / not exist, or 504 with
 * result "failed from crawl", status "not exist" and CRAWL_BLOCKED when the page could not be read.
 */
export const embedCheckAnswerSchema = z.object({ result: z.string(), status: z.enum(['exist', 'not exist']), message: z.string() });
export type EmbedCheckAnswer = z.infer<typeof embedCheckAnswerSchema>;

/** The check's request (the web form judges the same). */
export const embedCheckBodySchema = z.object({ campaign_id: z.string().trim().min(1), url: embedCheckUrlSchema });
