import { companyRowSchema, type CompanyList, type CompanyRow } from '@platform/core/contracts';
import { ROOT_ID } from './users';

/** A row of the agency and client lists as the API answers it: an agency under the root unless told otherwise. */
export const companyRow = (p: Partial<CompanyRow> & Pick<CompanyRow, 'id' | 'company_name'>): CompanyRow =>
  companyRowSchema.parse({
    company_id: p.id,
    company_parent: ROOT_ID,
    user_id: `owner-${p.id}`,
    name: `Owner of ${p.company_name}`,
    email: `${p.id}@example.test`,
    phonenum: null,
    user_type: 'userdownline',
    created_at: '2026-11-01T10:00:00.000Z',
    subdomain: null,
    domain: null,
    manual_bill: 'F',
    payment_status: 'ok',
    direct_payment: 'F',
    api_mode: 'F',
    is_user_generate_api: 'F',
    children_count: 0,
    exclude_minimum_spend: 0,
    disable_client_add_campaign: 'F',
    api_colour: 'gray',
    salesrepid: null,
    accountexecutiveid: null,
    accountrefid: null,
    invitation_pending: 'F',
    ...p,
  });

/** One page holding these rows. */
export const companyPage = (data: CompanyRow[]): CompanyList => ({ current_page: 1, per_page: 10, total: data.length, last_page: 1, from: data.length ? 1 : null, to: data.length || null, data });
