import { notFound } from '../shared/errors.js';
import { ADVANCED_INFORMATION, B2B_INFORMATION } from './modules.js';
import { keywordTags } from '../audiences/count.contract.js';

/**
 * GET /leadspeek/list-advance-information/{type}: the data a campaign may ask for, `local` (Site ID's
 * advanced data) or `b2b` (B2B ID's company data). The lists are core's (the campaign contract
 * validates against the same ones); the wizard reads them here so it shows what the API accepts.
 */
export function listAdvanceInformation(type: string): { data: { value: string; label: string }[] } {
  if (type === 'local') return { data: ADVANCED_INFORMATION.map((o) => ({ ...o })) };
  if (type === 'b2b') return { data: B2B_INFORMATION.map((o) => ({ ...o })) };
  throw notFound('Advance information lists are for Site ID (local) and B2B ID (b2b).');
}

/** GET /leadspeek/keyword-to-tags?keyword=: keyword text (commas, lines) as the tags a campaign stores. */
export const keywordToTags = (keyword: string): { tags: string[] } => ({ tags: keywordTags(keyword).slice(0, 200) });
