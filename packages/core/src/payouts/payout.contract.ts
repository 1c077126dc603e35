import { z } from 'zod';
import { PAYOUT_STATUSES, PAYOUT_LINE_KINDS } from './payout-values.js';

export { PAYOUT_STATUSES, PAYOUT_LINE_KINDS, type PayoutStatus, type PayoutLineKind } from './payout-values.js';



const money = { amount: z.string(), amount_cents: z.number().int() };

export const payoutLineSchema = z.object({
  kind: z.enum(PAYOUT_LINE_KINDS),
  client_id: z.string().nullable(),
  client_name: z.string().nullable(),
  month: z.string(),
  description: z.string(),
  count: z.number().int(),
  ...money,
});

export const agencyPayoutSchema = z.object({
  id: z.string(),
  month: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  ...money,
  /** Why a held payout waits (the account's state), shown to the agency. */
  held_reason: z.string().nullable(),
  transfer_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** The clients it pays for, one row each: invoices and prepaid leads counted, margin. */
  clients: z.array(z.object({ client_id: z.string(), client_name: z.string(), invoices: z.number().int(), leads: z.number().int(), ...money })),
  lines: z.array(payoutLineSchema),
});
export type AgencyPayout = z.infer<typeof agencyPayoutSchema>;

/** The root's month: what its agencies' clients paid for what payouts counted, what the agencies were paid, what the platform kept. */
export const rootPayoutMonthSchema = z.object({
  month: z.string(),
  client_payments: z.string(),
  client_payments_cents: z.number().int(),
  agency_payouts: z.string(),
  agency_payouts_cents: z.number().int(),
  kept: z.string(),
  kept_cents: z.number().int(),
  agencies: z.array(z.object({ agency_id: z.string(), agency_name: z.string(), status: z.enum(PAYOUT_STATUSES), client_payments_cents: z.number().int(), ...money })),
});
export type RootPayoutMonth = z.infer<typeof rootPayoutMonthSchema>;

/** GET /billing/payouts/{companyId}: an agency's payouts, or (the root's id) the platform's months. */
export const payoutsAnswerSchema = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal('agency'), company_id: z.string(), data: z.array(agencyPayoutSchema) }),
  z.object({ scope: z.literal('root'), company_id: z.string(), data: z.array(rootPayoutMonthSchema) }),
]);
export type PayoutsAnswer = z.infer<typeof payoutsAnswerSchema>;

/** How many months back (newest first). */
export const payoutsQuerySchema = z.object({ months: z.coerce.number().int().min(1).max(36).default(12) });

export const PAYOUT_MESSAGES = {
  notAgency: 'Payouts are paid to agencies.',
  staffOnly: 'Only the agency and the platform’s operators see its payouts.',
  rootOnly: 'Only the platform’s operators see its payouts.',
} as const;
