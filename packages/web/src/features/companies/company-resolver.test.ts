import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { emptyCompanyForm, type CompanyFormValues } from './company-form';
import { createCompanyResolver, updateCompanyResolver } from './company-resolver';

const options: ResolverOptions<CompanyFormValues> = { fields: {}, shouldUseNativeValidation: false };

describe('the panels check the request they would send with core’s schemas', () => {
  it('a client without a subdomain is fine, and the e-mail is sent lowercased and trimmed', async () => {
    const result = await createCompanyResolver('acme', 'client')({ ...emptyCompanyForm('client'), company_name: 'Cafe', name: 'Cy', email: ' CY@Example.test ' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ companyID: 'acme', email: 'cy@example.test' });
  });

  it('a bad e-mail and a missing company name are shown beside their fields', async () => {
    const result = await createCompanyResolver('root', 'agency')({ ...emptyCompanyForm('agency'), name: 'Ned', email: 'not-an-email', subdomain: 'ned' }, undefined, options);
    expect(result.errors.email?.message).toBe('Please enter a valid email');
    expect(result.errors.company_name?.message).toBe('Company Name is required');
  });

  it('an agency’s subdomain is checked: letters, digits and hyphens, alphanumeric at both ends', async () => {
    const result = await createCompanyResolver('root', 'agency')({ ...emptyCompanyForm('agency'), company_name: 'N', name: 'N', email: 'n@x.test', subdomain: '-bad-' }, undefined, options);
    expect(result.errors.subdomain?.message).toBe('Use letters, digits and hyphens, starting and ending with a letter or digit');
  });

  it('the edit panel requires the phone: “Please enter valid phone number”', async () => {
    const result = await updateCompanyResolver('bakery', 'client')({ ...emptyCompanyForm('client'), company_name: 'B', name: 'B', email: 'b@x.test' }, undefined, options);
    expect(result.errors.phonenum?.message).toBe('Please enter valid phone number');
  });
});
