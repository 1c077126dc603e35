import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { commaList, createAudienceSchema, zipList, type Audience, type CountModule, type CountTargetLocation } from '@platform/core/contracts';

/** The audience form's fields as people fill them (states, cities and keywords as lists). */
export interface AudienceForm {
  company_id: string;
  name: string;
  type: CountModule;
  target_location: CountTargetLocation;
  states: string[];
  cities: string[];
  zip_code: string;
  keyword: string[];
}
export type AudienceField = keyof AudienceForm;
export const AUDIENCE_FIELDS: readonly AudienceField[] = ['company_id', 'name', 'type', 'target_location', 'states', 'cities', 'zip_code', 'keyword'];

export const emptyAudience = (companyId = ''): AudienceForm => ({ company_id: companyId, name: '', type: 'locator', target_location: 'State', states: [], cities: [], zip_code: '', keyword: [] });

export const audienceFormOf = (a: Audience): AudienceForm => ({
  company_id: a.company_id,
  name: a.name,
  type: a.type,
  target_location: a.target_location,
  states: commaList(a.states),
  cities: commaList(a.cities),
  zip_code: a.zip_code,
  keyword: commaList(a.keyword),
});

/** The request body: only the chosen location's fields are sent, in the counts engine's text forms. */
export function audienceBody(v: AudienceForm) {
  return {
    company_id: v.company_id,
    name: v.name,
    type: v.type,
    target_location: v.target_location,
    states: v.target_location === 'State' ? v.states.join(', ') : '',
    cities: v.target_location === 'State' ? v.cities.join(', ') : '',
    zip_code: v.target_location === 'Zip Code' ? zipList(v.zip_code.replace(/[\s,]+/g, '\n')).join('\n') : '',
    keyword: v.keyword.join(', '),
  };
}

/** Core's create schema judges the form (the rules the API applies), each issue on its field. */
export const audienceResolver: Resolver<AudienceForm> = (values) => {
  const parsed = createAudienceSchema.safeParse(audienceBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'root')] ??= { type: 'validation', message: issue.message };
  return { values: {}, errors: errors as FieldErrors<AudienceForm> };
};

/** The targeting an audience gives a Search ID or Enhance ID campaign (the wizard's fields). */
export function campaignTargetingOf(a: Pick<Audience, 'target_location' | 'states' | 'cities' | 'zip_code' | 'keyword'>) {
  return {
    nationaltargeting: a.target_location === 'National Targeting',
    locationtarget: a.target_location === 'Zip Code' ? ('zip' as const) : ('state' as const),
    locatorstate: commaList(a.states),
    locatorcity: commaList(a.cities),
    locatorzip: zipList(a.zip_code).join('\n'),
    locatorkeyword: commaList(a.keyword),
  };
}
