import { z } from 'zod';
import { PAYMENT_TERMS } from './payment-terms.js';
import { parseMoney } from './money.js';
import { calendarDay, wholeCount } from '../shared/fields.js';

const money = z
  .string()
  .trim()
  .max(12)
  .refine((v) => parseMoney(v) !== undefined, 'Enter an amount with digits and one decimal point, at most two decimals')
  .transform((v) => parseMoney(v) ?? 0);
const count = wholeCount(10_000_000);
const day = calendarDay;

export const CLIENT_COST_MODULES = ['local', 'locator', 'enhance', 'b2b'] as const;

/**
 * PUT /api/configuration/user/costmodule: what an agency charges one client for one module (the client
 * cost-module fields, docs/product.md, Prices and costs). Money as the spec's strings, stored in cents.
 */
export const clientCostSchema = z
  .object({
    companyID: z.string().min(1).max(64),
    module: z.enum(CLIENT_COST_MODULES),
    PaymentTerm: z.enum(PAYMENT_TERMS).default('Weekly'),
    CostSet: money.default(0),
    CostSetAdvanced: money.default(0),
    CostSetB2b: money.default(0),
    CostMonth: money.default(0),
    PlatformFee: money.default(0),
    CostMaxLead: count.default(0),
    LimitLead: count.default(0),
    LimitLeadFreq: z.enum(['day', 'week', 'month']).default('day'),
    LimitLeadStart: day.optional(),
    LimitLeadEnd: day.optional(),
    minimumLimitLeads: count.default(0),
    topupoptions: z.enum(['continual', 'onetime']).default('continual'),
  })
  .refine((v) => !v.LimitLeadStart || !v.LimitLeadEnd || v.LimitLeadStart <= v.LimitLeadEnd, { path: ['LimitLeadEnd'], message: 'The end date is before the start date.' })
  .refine((v) => v.LimitLead === 0 || v.minimumLimitLeads <= v.LimitLead, { path: ['minimumLimitLeads'], message: 'The minimum cannot be above the lead limit.' });
export type ClientCostInput = z.infer<typeof clientCostSchema>;
