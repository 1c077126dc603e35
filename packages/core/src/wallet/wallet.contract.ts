import { z } from 'zod';
import { tf } from '../shared/error.contract.js';
import { WALLET_TX_TYPES } from './wallet-values.js';

export { WALLET_DEFAULT_CAP, WALLET_TX_TYPES, type WalletTxType } from './wallet-values.js';

/**
 * The data wallet's rules and shapes (docs/product.md, Data wallet), shared by the API and
 * the wallet modal. Money travels as the spec's strings ("500.00"); it is integer cents inside.
 */

export const WALLET_PRESETS = [250, 500, 1000] as const;
export const WALLET_MIN_PRESET = 250;
export const WALLET_MIN_CUSTOM = 2500;
/** No top-up above this (a typo guard where the product gives none; docs/decisions.md, Data wallet). */
export const WALLET_MAX_AMOUNT = 100_000;
/** Continual top-up fires when the balance is at or below this share of the last top-up's balance. */
export const WALLET_THRESHOLD_PERCENT = 10;
/** Top-ups expire this many months after their date if unused (docs/product.md, Data wallet). */
export const WALLET_EXPIRY_MONTHS = 12;
/** Automatic top-ups failing this many times in a row stop continual top-up. */
export const WALLET_MAX_FAILED_AUTO_TOPUPS = 3;
export const WALLET_HISTORY_MAX_HEIGHT_PX = 320;

export const walletMinimum = (customAmount: boolean) => (customAmount ? WALLET_MIN_CUSTOM : WALLET_MIN_PRESET);

export const WALLET_MESSAGES = {
  /** Under the field (docs/product.md, Data wallet). */
  minimumHint: (min: number) => `*Minimum amount is ${min}`,
  /** Save and charge refused (docs/product.md, Data wallet), in the API too. */
  minimum: (min: number) => `The minimum amount is ${min}`,
  invalid: 'Please enter an amount with digits and one decimal point only.',
  maximum: `The maximum amount is ${WALLET_MAX_AMOUNT}`,
  preset: `Please choose one of the amounts ${WALLET_PRESETS.join(', ')}, or tick Custom Amount.`,
  saved: 'Your top-up amount has been saved.',
  charged: 'Your data wallet has been topped up.',
  confirming: 'Your payment is being confirmed. Your balance will update in a moment.',
  requestReused: 'This top-up was already requested with another amount. Please start a new top-up.',
  noCard: 'Please add a card in Card Setting before topping up your data wallet.',
  continualOn: 'Continual top-up is on.',
  continualOff: 'Continual top-up is stopped.',
  noTopupYet: 'Top up your wallet once before turning on continual top-up.',
  capSaved: 'The monthly limit of automatic top-ups has been saved.',
  stoppedAfterFailures: `Continual top-up stopped after ${WALLET_MAX_FAILED_AUTO_TOPUPS} failed automatic top-ups in a row. Please check your card and top up manually.`,
  stoppedAuthentication: 'Your card needs authentication for each payment, so continual top-up has stopped. Please top up manually.',
  capReached: 'The monthly limit of automatic top-ups has been reached; continual top-up resumes next month.',
  notAvailable: 'The data wallet is not available for this account.',
  refundNotAllowed: 'Only the platform or the agency may refund a top-up.',
  nothingToRefund: 'Nothing of this top-up is left to refund.',
  refunded: 'The unused part of the top-up has been refunded.',
  terms: 'Top-ups are non-refundable and have no cash value. Unused top-ups expire 12 months after their date.',
} as const;

const AMOUNT_TEXT = /^\d+(\.\d*)?$/;

/**
 * What the amount field may hold after a keystroke (docs/product.md, Data wallet: digits and one decimal
 * point): anything else keeps the previous text.
 */
export const isAmountKeystroke = (text: string) => text === '' || /^\d*\.?\d*$/.test(text);

/**
 * The one amount rule of save and charge, in cents: digits and one decimal point (at most two
 * decimals), at least the minimum of the mode, a preset unless Custom Amount is ticked.
 */
export function checkWalletAmount(text: string, customAmount: boolean): { ok: true; cents: number } | { ok: false; message: string } {
  const t = text.trim();
  if (!AMOUNT_TEXT.test(t) || /\.\d{3,}$/.test(t)) return { ok: false, message: WALLET_MESSAGES.invalid };
  const [whole = '0', frac = ''] = t.split('.');
  if (whole.length > 9) return { ok: false, message: WALLET_MESSAGES.maximum };
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0') || '0');
  const min = walletMinimum(customAmount);
  if (cents < min * 100) return { ok: false, message: WALLET_MESSAGES.minimum(min) };
  if (cents > WALLET_MAX_AMOUNT * 100) return { ok: false, message: WALLET_MESSAGES.maximum };
  if (!customAmount && !(WALLET_PRESETS as readonly number[]).includes(cents / 100)) return { ok: false, message: WALLET_MESSAGES.preset };
  return { ok: true, cents };
}

/** The amount as sent: a string or a number, checked by checkWalletAmount with the mode. */
const amountField = z.union([z.string().max(20), z.number().nonnegative().max(1e9)]).transform((v) => String(v));
const companyId = z.string().trim().min(1, 'An id is required').max(64, 'The id is too long');
export const walletMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month must be YYYY-MM.');

/**
 * PUT /save: the amount continual top-up charges (and the modal starts from). The amount rule
 * (checkWalletAmount) is applied by the service, so the answer's message is the spec's words.
 */
export const walletSaveSchema = z.object({ company_id: companyId, amount: amountField, custom_amount: tf.default('F') });
export type WalletSaveRequest = z.input<typeof walletSaveSchema>;

/** POST /charge: a manual top-up with the saved card, now. */
export const walletChargeSchema = z.object({
  company_id: companyId,
  amount: amountField,
  custom_amount: tf.default('F'),
  /** T: top up once and leave continual top-up stopped; F: also keep topping up automatically. */
  stop_continual: tf.default('T'),
  ip_user: z.string().max(64).optional(),
  timezone: z.string().max(64).optional(),
  payment_type: z.literal('credit_card').default('credit_card'),
  /** Made by the browser for each intended charge: a repeat of the same request charges once. */
  request_id: z.string().trim().regex(/^[A-Za-z0-9_-]{8,64}$/, 'A request id of 8 to 64 letters, digits, - or _ is required.'),
});
export type WalletChargeRequest = z.input<typeof walletChargeSchema>;

/** PUT /stop-continual: T stops continual top-up, F turns it on. */
export const walletStopContinualSchema = z.object({ company_id: companyId, stop_continual: tf });

/** PUT /cap: the monthly limit of automatic top-ups (count and dollars, whichever comes first). */
export const walletCapSchema = z.object({
  company_id: companyId,
  max_topups: z.coerce.number().int('Enter a whole number of top-ups.').min(1, 'At least 1 top-up a month.').max(100, 'At most 100 top-ups a month.'),
  max_amount: amountField.pipe(z.string().regex(/^\d{1,7}(\.\d{0,2})?$/, WALLET_MESSAGES.invalid)),
});

/** POST /refund-topup: refunds what is unused of one top-up through the gateway. */
export const walletRefundSchema = z.object({ company_id: companyId, transaction_id: z.string().trim().min(1).max(128) });

export const walletPathSchema = z.object({ companyId });
export const walletMonthPathSchema = z.object({ companyId, month: walletMonth });
export const walletQuerySchema = z.object({ date: walletMonth.optional() });


export const walletNoticeSchema = z.object({ kind: z.enum(['failures', 'authentication', 'cap']), message: z.string() });

export const walletAnswerSchema = z.object({
  company_id: z.string(),
  company_name: z.string(),
  balance_amount: z.string(),
  amount: z.string(),
  custom_amount: tf,
  /** Topped up in the month asked for (date, default this month). */
  total_amount: z.string(),
  last_balance_amount: z.string(),
  /** Continual top-up fires at or below this balance (10% of last_balance_amount). */
  threshold_amount: z.string(),
  stop_continual: tf,
  is_enable_topup_prepaid_direct_payment: tf,
  has_card: z.boolean(),
  cap: z.object({ max_topups: z.number(), max_amount: z.string(), used_topups: z.number(), used_amount: z.string() }),
  notice: walletNoticeSchema.nullable(),
  /** Root or the agency: they may refund. */
  can_refund: z.boolean(),
});
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;

export const walletTxSchema = z.object({
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
  expired_at: z.string().nullable(),
  amount: z.string(),
  transaction_type: z.enum(WALLET_TX_TYPES),
});
export type WalletTx = z.infer<typeof walletTxSchema>;

export const walletHistoryAnswerSchema = z.object({ month: z.string(), transaction_history: z.array(walletTxSchema) });

/** `processing`: the gateway has not answered yet; the same request_id again asks for the answer and never charges twice. */
export const walletChargeAnswerSchema = z.object({ result: z.enum(['success', 'failed', 'processing']), message: z.string(), balance_amount: z.string() });

export const walletCurrentTopupAnswerSchema = z.object({
  /** The newest top-up that still has money in it, and what is left of it. */
  topup: z.object({ id: z.string(), amount: z.string(), remaining_amount: z.string(), created_at: z.string(), expired_at: z.string() }).nullable(),
});

export const walletRemainingLeadsAnswerSchema = z.object({ balance_amount: z.string(), cost_per_lead: z.string().nullable(), remaining_leads: z.number().nullable() });

export const walletRefundEstimateAnswerSchema = z.object({
  total_amount: z.string(),
  topups: z.array(z.object({ id: z.string(), amount: z.string(), refundable_amount: z.string(), created_at: z.string(), expired_at: z.string() })),
});

export const walletCsvFileName = (companyName: string, month: string) =>
  `data_wallet_${companyName.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '')}_${month}.csv`;
