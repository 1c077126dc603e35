import { z } from 'zod';
import { CLIENT_COST_MODULES } from './client-cost.contract.js';
import { COST_MODULES } from './cost-structure.js';
import { PAYMENT_TERMS } from './payment-terms.js';

/** Money as it travels in answers: the spec's dollar strings ("12.50"), stored as cents. */
const moneyText = z.string();

const termCosts = z.record(z.string(), moneyText);
const moduleCosts = z.object(Object.fromEntries(PAYMENT_TERMS.map((t) => [t, termCosts])) as Record<(typeof PAYMENT_TERMS)[number], typeof termCosts>);
const costStructureAnswer = z.object(Object.fromEntries(COST_MODULES.map((m) => [m, moduleCosts])) as Record<(typeof COST_MODULES)[number], typeof moduleCosts>);

/**
 * GET /api/configuration/costagency/{companyId}: the agency's costs, the root's (the floor its
 * enhance and b2b cost per lead are held to) and its payment term; every module and term present.
 */
export const agencyCostsAnswerSchema = z.object({
  costagency: costStructureAnswer,
  rootcostagency: costStructureAnswer,
  dpay: z.enum(PAYMENT_TERMS),
  /** The root's price of one matched row of a data enrichment. */
  data_enrichment: moneyText,
});
export type AgencyCostsAnswer = z.infer<typeof agencyCostsAnswerSchema>;

/** What a save of costs or prices answers. */
export const costsSavedAnswerSchema = z.object({ result: z.literal('success'), message: z.string() });

/** One module's client price as stored (the client cost-module fields, docs/product.md, Prices and costs), money as strings. */
export const clientCostValuesSchema = z.object({
  PaymentTerm: z.enum(PAYMENT_TERMS),
  CostSet: moneyText,
  CostSetAdvanced: moneyText,
  CostSetB2b: moneyText,
  CostMonth: moneyText,
  PlatformFee: moneyText,
  CostMaxLead: z.number(),
  LimitLead: z.number(),
  LimitLeadFreq: z.enum(['day', 'week', 'month']),
  LimitLeadStart: z.string().optional(),
  LimitLeadEnd: z.string().optional(),
  minimumLimitLeads: z.number(),
  topupoptions: z.enum(['continual', 'onetime']),
});
export type ClientCostValues = z.infer<typeof clientCostValuesSchema>;

/** GET /api/configuration/user/costmodule/{companyId}: the modules priced so far (others unset). */
export const clientCostsAnswerSchema = z.object({
  data: z.partialRecord(z.enum(CLIENT_COST_MODULES), clientCostValuesSchema),
});
export type ClientCostsAnswer = z.infer<typeof clientCostsAnswerSchema>;
