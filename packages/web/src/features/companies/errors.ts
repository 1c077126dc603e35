import { SERVER_BUSY_MESSAGE } from '@platform/core/contracts';
import { isApiError } from '../../lib/api/errors';

export { messageOf } from '../../lib/forms/server-errors';

/**
 * A refused change: the API's own message when it answered one (4xx: validation, conflict,
 * forbidden), else the spec's text for that change (no answer, or a server error).
 */
export const changeFailure = (error: unknown, fallback: string): string => (isApiError(error) && error.status < 500 ? error.message : fallback);

/** The field the API names the active campaigns of a module that cannot be turned off. */
const ACTIVE_CAMPAIGNS = 'active_campaign_id';

export interface ServerErrors<F extends string> {
  /** The first message for each field the form shows. */
  fields: Partial<Record<F, string>>;
  /** The API's message and the campaign ids that keep a module from being turned off (the dialog of docs/product.md, Agencies and clients). */
  activeCampaigns: { message: string; ids: string[] } | null;
  /** What is left to say above the form, or null when the fields say it all. */
  message: string | null;
}

/**
 * Sorts a failed add or save into messages beside the fields, the active campaigns' ids, and the
 * rest: field messages the form has no place for, else the API's message when no field took one,
 * or, when there was no answer, "Server might be busy please try again later" (or the change's own text).
 */
export function sortServerErrors<F extends string>(error: unknown, formFields: readonly F[], noAnswer: string = SERVER_BUSY_MESSAGE): ServerErrors<F> {
  if (!isApiError(error) || error.status >= 500) return { fields: {}, activeCampaigns: null, message: noAnswer };
  const fields: Partial<Record<F, string>> = {};
  const elsewhere: string[] = [];
  let activeCampaignIds: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (field === ACTIVE_CAMPAIGNS) {
      activeCampaignIds = messages;
      continue;
    }
    const first = messages[0];
    if (!first) continue;
    if ((formFields as readonly string[]).includes(field)) fields[field as F] = first;
    else elsewhere.push(first);
  }
  const placed = Object.keys(fields).length > 0 || activeCampaignIds.length > 0;
  return {
    fields,
    activeCampaigns: activeCampaignIds.length ? { message: error.message, ids: activeCampaignIds } : null,
    message: elsewhere.length ? elsewhere.join(' ') : placed ? null : error.message,
  };
}
