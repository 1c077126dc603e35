import { z } from 'zod';
import { tf } from '../shared/error.contract.js';
import { BETA_SLUGS } from '../access/beta-features.js';
import { PACKAGE_IDS, SUBSCRIPTION_STATUSES } from '../subscriptions/subscription.contract.js';

export const SORT_COLUMNS = ['company_name', 'full_name', 'email', 'created_at'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export const LIST_FILTERS = ['direct_payment', 'payment_failed', 'api_key_generated', 'developer_mode'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** Query of a company's children list (Agency List, Client Management, an agency row's clients). */
export const companyListQuerySchema = z.object({
  sortby: z.enum(SORT_COLUMNS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  searchkey: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  /** Comma-separated header filters. */
  filters: z
    .string()
    .max(200)
    .optional()
    .transform((v) => (v ? v.split(',').map((f) => f.trim()).filter(Boolean) : []))
    .pipe(z.array(z.enum(LIST_FILTERS))),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

export const companyRowSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  company_parent: z.string(),
  company_name: z.string(),
  user_id: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phonenum: z.string().nullable(),
  user_type: z.enum(['userdownline', 'client']),
  created_at: z.string(),
  subdomain: z.string().nullable(),
  domain: z.string().nullable(),
  manual_bill: tf,
  payment_status: z.enum(['ok', 'failed']),
  direct_payment: tf,
  api_mode: tf,
  is_user_generate_api: tf,
  children_count: z.number(),
  exclude_minimum_spend: z.union([z.literal(0), z.literal(1)]),
  /** A client: campaign adding turned off by its agency. */
  disable_client_add_campaign: tf,
  api_colour: z.enum(['orange', 'green', 'blue', 'gray']),
  salesrepid: z.string().nullable(),
  accountexecutiveid: z.string().nullable(),
  accountrefid: z.string().nullable(),
  /** The owner has not yet chosen a password with the invitation link: "Resend invitation" is offered. */
  invitation_pending: tf,
  /** An agency's package (docs/decisions.md, "Packages and subscriptions"), and its subscription's state. */
  package_id: z.enum(PACKAGE_IDS).nullable().default(null),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES).nullable().default(null),
  /** Dollars per period ("99.00"). */
  package_fee: z.string().default('0.00'),
  /** The day a cancelled subscription ends (or ended). */
  subscription_ends_on: z.string().nullable().default(null),
  /** The betas the root opened to this agency. */
  beta_features: z.array(z.enum(BETA_SLUGS)).default([]),
});
export type CompanyRow = z.infer<typeof companyRowSchema>;

export const companyListSchema = z.object({
  current_page: z.number(),
  per_page: z.number(),
  total: z.number(),
  last_page: z.number(),
  from: z.number().nullable(),
  to: z.number().nullable(),
  data: z.array(companyRowSchema),
});
export type CompanyList = z.infer<typeof companyListSchema>;

/** "Showing x to y of z entries". */
export const showingText = (l: Pick<CompanyList, 'from' | 'to' | 'total'>) =>
  `Showing ${l.from ?? 0} to ${l.to ?? 0} of ${l.total} entries`;
