import type { Campaign } from '../campaigns/campaign.entity.js';
import { CAMPAIGN_MODULES } from '../campaigns/modules.js';
import { stopCampaign } from '../campaigns/stop-campaigns.js';
import { failedPaymentActionOf } from '../payments/failed-payment-action.js';
import { failedInvoices } from '../payments/retry-invoices.js';
import { systemClock, type Clock } from '../platform/clock.js';
import type { Company } from '../tenancy/company.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';

/** The clients a payer's charge is for: the client itself, or every client of an agency. */
export async function clientsOfPayer(payer: Company): Promise<Company[]> {
  if (payer.kind === 'client') return [payer];
  const res = await companyEntity.query.byParent({ rootId: payer.rootId, parentId: payer.companyId }).go({ pages: 'all' });
  return res.data.filter((c) => c.kind === 'client');
}

async function stoppableOfClient(rootId: string, clientId: string): Promise<Campaign[]> {
  const out: Campaign[] = [];
  for (const leadspeekType of CAMPAIGN_MODULES) {
    for (const status of ['running', 'paused'] as const) {
      out.push(...(await campaignEntity.query.byCompany({ rootId, companyId: clientId, leadspeekType, status }).go({ pages: 'all' })).data);
    }
  }
  return out;
}

/**
 * A billing run's charge failed (the invoice is failed and the payer's payment_status is failed,
 * by chargeCompany): each client it was for follows the choice its agency made for it. "pause"
 * stops its running and paused campaigns with the payment-failed reason (they start again once the
 * payment is settled); "run" leaves them running. Safe to call again: a stopped campaign is not
 * stopped twice. Answers the leadspeek_api_ids it stopped.
 */
export async function applyFailedCharge(payer: Company, clock: Clock = systemClock): Promise<string[]> {
  const stopped: string[] = [];
  for (const client of await clientsOfPayer(payer)) {
    if (failedPaymentActionOf(client) !== 'pause') continue;
    for (const c of await stoppableOfClient(client.rootId, client.companyId)) {
      if (await stopCampaign(c, 'payment_failed', clock)) stopped.push(c.leadspeekApiId);
    }
  }
  return stopped.sort();
}

/** The invoice kinds the billing runs write. */
const RUN_KINDS = new Set(['lead_charges', 'setup_fee', 'minimum_spend', 'subscription']);

/**
 * The daily backstop: a billing-run invoice that failed after its run (the gateway did not answer,
 * and its event said failed later) still follows the pause-or-run choice. Stops nothing while no
 * such invoice is failed; a person cannot resume meanwhile anyway (restart rule).
 */
export async function enforceFailedRunInvoices(payer: Company, clock: Clock = systemClock): Promise<number> {
  const failed = await failedInvoices(payer.rootId, payer.companyId);
  if (!failed.some((i) => RUN_KINDS.has(i.kind))) return 0;
  return (await applyFailedCharge(payer, clock)).length;
}
