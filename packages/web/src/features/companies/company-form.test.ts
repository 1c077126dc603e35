import { describe, expect, it } from 'vitest';
import type { CompanyDetail } from '@platform/core/contracts';
import { detailToForm, emptyCompanyForm, moduleOptions, nationalPhone, toCreateRequest, toUpdateRequest } from './company-form';

const detail: CompanyDetail = {
  id: 'acme',
  company_parent: 'root',
  kind: 'agency',
  company_name: 'Acme Agency',
  user_id: 'alice',
  name: 'Alice Acme',
  email: 'agency@demo.test',
  phonenum: '+12015550123',
  phone_country_code: 'US',
  is_whitelabeling: 'T',
  api_mode: 'F',
  subdomain: 'acme',
  domain: null,
  organization_id: null,
  payment_terms: ['Weekly', 'Monthly'],
  modules: ['local', 'locator'],
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('a new agency starts as the API would make it', () => {
  it('Weekly is chosen and Site ID and Search ID are on; a client has neither', () => {
    expect(emptyCompanyForm('agency')).toMatchObject({ payment_terms: ['Weekly'], modules: ['local', 'locator'], phone_country_code: 'US' });
    expect(emptyCompanyForm('client')).toMatchObject({ payment_terms: [], modules: [] });
  });
});

describe('the add panel sends only what the kind of company has', () => {
  it('a client: no subdomain, domain, payment terms or modules, and no empty phone', () => {
    const request = toCreateRequest({ ...emptyCompanyForm('client'), company_name: 'Cafe', name: 'Cy', email: 'cy@x.test', subdomain: 'ignored' }, 'acme', 'client');
    expect(request).toEqual({ companyID: 'acme', company_name: 'Cafe', name: 'Cy', email: 'cy@x.test', phone_country_code: 'US', is_whitelabeling: 'F', api_mode: 'F', organization_id: '' });
  });

  it('an agency: its subdomain, domain, terms and modules, and the phone when typed', () => {
    const request = toCreateRequest({ ...emptyCompanyForm('agency'), company_name: 'New', name: 'Ned', email: 'ned@x.test', subdomain: 'new', phonenum: '201 555 0123' }, 'root', 'agency');
    expect(request).toMatchObject({ companyID: 'root', subdomain: 'new', domain: '', payment_terms: ['Weekly'], modules: ['local', 'locator'], phonenum: '201 555 0123' });
  });
});

describe('the edit panel starts from the stored company and sends every field back', () => {
  it('shows the stored phone in its country’s national format', () => {
    expect(detailToForm(detail)).toMatchObject({ phonenum: '(201) 555-0123', phone_country_code: 'US', subdomain: 'acme', domain: '', organization_id: '' });
    expect(nationalPhone(null, 'US')).toBe('');
    expect(nationalPhone('not a phone', 'US')).toBe('not a phone');
  });

  it('keeps the toggles as loaded (the API resets a missing one) and names the company being changed', () => {
    const request = toUpdateRequest(detailToForm(detail), 'acme', 'agency');
    expect(request).toMatchObject({ ClientID: 'acme', is_whitelabeling: 'T', api_mode: 'F', phonenum: '(201) 555-0123', payment_terms: ['Weekly', 'Monthly'], subdomain: 'acme' });
  });
});

describe('module names follow the platform', () => {
  it('uses the names the user data carries, and the spec’s names otherwise', () => {
    expect(moduleOptions({ leadlocalname: 'Local Leads', leadlocatorname: null, leadenhancename: null, leadb2bname: '' }).map((o) => o.label)).toEqual([
      'Local Leads',
      'Search ID',
      'Enhance ID',
      'B2B ID',
    ]);
  });
});
