/**
 * The top-level keys Stripe answers on each object the gateway returns, so a missing (or invented)
 * field fails a test (object-keys.test.ts) instead of a platform call months later.
 *
 * Derived on 2026-11-26 from two sources, both read, nothing copied but the key names:
 * - `fixture`: the object's keys in Stripe's published example objects, `openapi/fixtures3.json` of
 *   github:stripe/openapi at commit f6c2a48fbac2819d1feba8143d942ffc65e1c0d2 (file last changed
 *   2026-07-29). That repository's spec3.json is too large to be held here, so it was not read.
 * - `sdkRequired`: keys the pinned SDK (stripe@23.1.0, OpenAPI v2596, API version
 *   2026-10-28.endive, which the gateway reports) types as always present (no `?`) but that
 *   fixture lacks, i.e. fields added since.
 * - `omitted`: fixture keys Stripe leaves out unless expanded, which the gateway leaves out too.
 * - `sometimes`: keys the SDK types as optional (`?`) that the gateway answers.
 */
export interface ObjectKeys {
  fixture: readonly string[];
  sdkRequired?: readonly string[];
  omitted?: readonly string[];
  sometimes?: readonly string[];
}

export const STRIPE_OBJECT_KEYS: Record<string, ObjectKeys> = {
  payment_intent: {
    fixture: [
      'amount', 'amount_capturable', 'amount_details', 'amount_received', 'application', 'application_fee_amount', 'automatic_payment_methods',
      'canceled_at', 'cancellation_reason', 'capture_method', 'client_secret', 'confirmation_method', 'created', 'currency', 'customer',
      'customer_account', 'description', 'excluded_payment_method_types', 'id', 'last_payment_error', 'latest_charge', 'livemode',
      'managed_payments', 'metadata', 'next_action', 'object', 'on_behalf_of', 'payment_method', 'payment_method_configuration_details',
      'payment_method_options', 'payment_method_types', 'processing', 'receipt_email', 'review', 'setup_future_usage', 'shipping', 'source',
      'statement_descriptor', 'statement_descriptor_suffix', 'status', 'transfer_data', 'transfer_group',
    ],
    sdkRequired: ['allowed_payment_method_types', 'payment_record'],
  },
  setup_intent: {
    fixture: [
      'application', 'automatic_payment_methods', 'cancellation_reason', 'client_secret', 'created', 'customer', 'description',
      'excluded_payment_method_types', 'flow_directions', 'id', 'last_setup_error', 'latest_attempt', 'livemode', 'mandate', 'metadata',
      'next_action', 'object', 'on_behalf_of', 'payment_method', 'payment_method_configuration_details', 'payment_method_options',
      'payment_method_types', 'single_use_mandate', 'status', 'usage',
    ],
    sdkRequired: ['allowed_payment_method_types'],
  },
  charge: {
    fixture: [
      'amount', 'amount_captured', 'amount_refunded', 'application', 'application_fee', 'application_fee_amount', 'balance_transaction',
      'billing_details', 'calculated_statement_descriptor', 'captured', 'created', 'currency', 'customer', 'description', 'disputed',
      'failure_balance_transaction', 'failure_code', 'failure_message', 'fraud_details', 'id', 'livemode', 'metadata', 'object', 'on_behalf_of',
      'outcome', 'paid', 'payment_intent', 'payment_method', 'payment_method_details', 'receipt_email', 'receipt_number', 'receipt_url',
      'refunded', 'refunds', 'review', 'shipping', 'source', 'source_transfer', 'statement_descriptor', 'statement_descriptor_suffix', 'status',
      'transfer_data', 'transfer_group',
    ],
    // Since API version 2022-11-15 a charge carries its refunds only when expanded; GET /v1/refunds?charge= lists them.
    omitted: ['refunds'],
    // The transfer a destination charge made.
    sometimes: ['transfer'],
  },
  refund: {
    fixture: [
      'amount', 'balance_transaction', 'charge', 'created', 'currency', 'customer', 'customer_account', 'destination_details', 'id', 'metadata',
      'object', 'payment_intent', 'payment_method', 'reason', 'receipt_number', 'source_transfer_reversal', 'status', 'transfer_reversal',
    ],
  },
  transfer: {
    fixture: [
      'amount', 'amount_reversed', 'balance_transaction', 'created', 'currency', 'description', 'destination', 'destination_payment', 'id',
      'livemode', 'metadata', 'object', 'reversals', 'reversed', 'source_transaction', 'source_type', 'transfer_group',
    ],
  },
  transfer_reversal: {
    fixture: ['amount', 'balance_transaction', 'created', 'currency', 'destination_payment_refund', 'id', 'metadata', 'object', 'source_refund', 'transfer'],
  },
  customer: {
    fixture: [
      'address', 'balance', 'created', 'currency', 'default_source', 'delinquent', 'description', 'discount', 'email', 'id', 'invoice_prefix',
      'invoice_settings', 'livemode', 'metadata', 'name', 'next_invoice_sequence', 'object', 'phone', 'preferred_locales', 'shipping',
      'tax_exempt', 'test_clock',
    ],
  },
  payment_method: {
    fixture: ['allow_redisplay', 'billing_details', 'card', 'created', 'customer', 'customer_account', 'id', 'livemode', 'metadata', 'object', 'type'],
  },
  account: {
    fixture: [
      'business_profile', 'business_type', 'capabilities', 'charges_enabled', 'controller', 'country', 'created', 'default_currency',
      'details_submitted', 'email', 'external_accounts', 'future_requirements', 'id', 'metadata', 'object', 'payouts_enabled', 'requirements',
      'settings', 'tos_acceptance', 'type',
    ],
  },
  account_link: {
    fixture: ['created', 'expires_at', 'object', 'url'],
  },
  event: {
    fixture: ['api_version', 'created', 'data', 'id', 'livemode', 'object', 'pending_webhooks', 'request', 'type'],
  },
};

/** The keys an object of this kind must have: the fixture's and the SDK's, less what Stripe leaves out unless expanded. */
export function expectedKeys(kind: string): string[] {
  const k = STRIPE_OBJECT_KEYS[kind];
  if (!k) throw new Error(`No key list for ${kind}`);
  return [...k.fixture, ...(k.sdkRequired ?? [])].filter((key) => !k.omitted?.includes(key)).sort();
}
