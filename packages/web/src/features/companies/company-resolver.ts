import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, ResolverOptions } from 'react-hook-form';
import { createCompanySchema, updateCompanySchema, type CreateCompanyInput, type UpdateCompanyInput } from '@platform/core/contracts';
import { toCreateRequest, toUpdateRequest, type CompanyFormValues, type CompanyKind } from './company-form';

/** The options of a resolver call, without the form's field names (the request has the same ones plus its id). */
const sameFields = ({ criteriaMode, fields, shouldUseNativeValidation }: ResolverOptions<CompanyFormValues>) => ({
  ...(criteriaMode ? { criteriaMode } : {}),
  fields,
  shouldUseNativeValidation,
});

const createResolver = zodResolver(createCompanySchema);
const updateResolver = zodResolver(updateCompanySchema);

/**
 * Core's schema checks the request the panel would send, not the raw fields: a client's form has
 * no subdomain to require, and what is submitted is the parsed request (e-mail lowercased, text
 * trimmed). Field names are the same on both sides, so the messages land on the fields.
 */
export function createCompanyResolver(parentId: string, kind: CompanyKind): Resolver<CompanyFormValues, unknown, CreateCompanyInput> {
  return (values, context, options) => createResolver(toCreateRequest(values, parentId, kind), context, sameFields(options));
}

export function updateCompanyResolver(companyId: string, kind: CompanyKind): Resolver<CompanyFormValues, unknown, UpdateCompanyInput> {
  return (values, context, options) => updateResolver(toUpdateRequest(values, companyId, kind), context, sameFields(options));
}
