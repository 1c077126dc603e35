import { z } from 'zod';
import type { OutboundLead } from '../../platform/integration-provider.js';

/**
 * The lead's fields a client may map onto a provider's own custom fields when configuring a
 * campaign (SendGrid's custom fields, ClickFunnels' custom attributes): the ones every provider's
 * standard contact has no place for.
 */
export const CUSTOM_FIELD_SOURCES = [
  'keyword',
  'url',
  'referrer',
  'company_name',
  'job_title',
  'campaignName',
  'campaignRef',
  'module',
  'receivedAt',
] as const;
export type CustomFieldSource = (typeof CUSTOM_FIELD_SOURCES)[number];

/** Provider field id or name → the lead field that fills it. */
export const zCustomFieldMap = z.record(z.string().min(1).max(100), z.enum(CUSTOM_FIELD_SOURCES));

/** The mapped fields that have a value on this lead. */
export function mappedFields(lead: OutboundLead, map: Record<string, CustomFieldSource> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [target, source] of Object.entries(map ?? {})) {
    const value = lead[source];
    if (typeof value === 'string' && value.length > 0) out[target] = value;
  }
  return out;
}

/** Drops the keys whose value is undefined or empty, so a provider keeps what it already had. */
export function present<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}
