import type { IntegrationAdapter, IntegrationType } from '../platform/integration-provider.js';
import { badRequest } from '../shared/errors.js';
import { webhookAdapter } from './providers/webhook.js';
import { clickfunnelsAdapter } from './providers/clickfunnels.js';
import { kartraAdapter } from './providers/kartra.js';
import { mailboxpowerAdapter } from './providers/mailboxpower.js';
import { sendgridAdapter } from './providers/sendgrid.js';
import { gohighlevelAdapter } from './providers/gohighlevel.js';
import { googlesheetsAdapter } from './providers/googlesheets.js';

/**
 * The adapter of each provider. A provider appears here only once its module exists
 * (packages/core/src/integrations/providers/<type>.ts): a type without one cannot be saved
 * ("This integration is not available yet") rather than pretending to deliver.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each adapter has its own credentials and settings
type AnyAdapter = IntegrationAdapter<any, any>;

const ADAPTERS: Partial<Record<IntegrationType, AnyAdapter>> = {
  // One line per provider, e.g. `gohighlevel: gohighlevelAdapter,`.
  webhook: webhookAdapter,
  sendgrid: sendgridAdapter,
  gohighlevel: gohighlevelAdapter,
  googlesheets: googlesheetsAdapter,
  kartra: kartraAdapter,
  clickfunnels: clickfunnelsAdapter,
  mailboxpower: mailboxpowerAdapter,
};

export const NOT_AVAILABLE = 'This integration is not available yet';

/** Adapters set by tests for a provider whose module has not landed yet. */
const overrides = new Map<IntegrationType, AnyAdapter>();

export function maybeAdapterOf(type: IntegrationType): AnyAdapter | undefined {
  return overrides.get(type) ?? ADAPTERS[type];
}

export function adapterOf(type: IntegrationType): AnyAdapter {
  const adapter = maybeAdapterOf(type);
  if (!adapter) throw badRequest(NOT_AVAILABLE);
  return adapter;
}

/** Tests only: stand in for a provider whose adapter module does not exist yet (undefined removes it). */
export function setAdapterOverride(type: IntegrationType, adapter: AnyAdapter | undefined): void {
  if (adapter) overrides.set(type, adapter);
  else overrides.delete(type);
}
