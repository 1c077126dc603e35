/**
 * The payments reconciliation run over N open gateway calls (default 10,000: half invoices, half
 * manual wallet top-ups) spread over C client companies (default 100, each with its own gateway
 * customer and card, as a platform's clients are), on the embedded runtime, as a platform that lost
 * every answer would leave them: half were charged at the gateway and never recorded, half never
 * reached it. Reports the run's time, its gateway calls, and checks every call was finished once
 * (one charge each). The run finishes a company's records in turn and different companies' at once
 * (docs/decisions.md, "Money you can trust"), so one customer alone measures its slowest case.
 */
import { chargeRequestOf, db, findUserByEmail, reconcilePayments, resolveDomain, type Company, type InvoiceItem, type OpenPayment } from '@platform/core';
import { startPlatform } from '@platform/local';
import { gateway } from '@platform/core/stripe-gateway';
import { mapLimit } from '../../packages/core/src/platform/concurrency.js';
import { ensureWallet } from '../../packages/core/src/wallet/wallet-store.js';

const N = Number(process.env.BENCH_RECONCILE_ITEMS ?? 10_000);
const CUSTOMERS = Math.max(1, Number(process.env.BENCH_RECONCILE_CUSTOMERS ?? 100));

export interface ReconcileBenchResult {
  items: number;
  customers: number;
  chargedBeforeRun: number;
  seconds: number;
  gatewayCalls: number;
  finished: number;
  stillOpen: number;
  exact: boolean;
}

export async function benchPaymentsReconcile(): Promise<ReconcileBenchResult> {
  const platform = await startPlatform({ quiet: true, seed: true });
  try {
    const root = await resolveDomain(platform.baseDomain);
    if (!root) throw new Error('no demo platform');
    const rootId = root.companyId;
    const bob = await findUserByEmail(rootId, 'client@demo.test');
    if (!bob) throw new Error("no demo client (Bob's Bakery)");
    const bakery = (await db().entities.company.get({ rootId, companyId: bob.companyId }).go()).data;
    if (!bakery?.customerPaymentId || !bakery.cardPaymentMethodId) throw new Error("Bob's Bakery has no saved card");
    const companies = await mapLimit(Array.from({ length: CUSTOMERS }, (_, k) => k), 8, (k) => (k === 0 ? Promise.resolve(bakery) : benchClient(bakery, k)));
    const at = new Date(Date.now() - 10 * 60_000).toISOString();
    const by = { byUserId: 'bench', byName: 'Bench', byUserType: 'system' };
    const records: OpenPayment[] = [];
    const invoices: InvoiceItem[] = [];
    for (let i = 0; i < N; i++) {
      const company = companies[i % CUSTOMERS] as Company & { customerPaymentId: string; cardPaymentMethodId: string };
      const invoice = Math.floor(i / CUSTOMERS) % 2 === 0;
      const key = invoice ? `inv_bench${i}:1` : `wallet-charge:${rootId}:${company.companyId}:bench:${i}`;
      const base = { rootId, key, shard: `open-payments#${i % 8}`, companyId: company.companyId, amountCents: 100 + (i % 900), customerId: company.customerPaymentId, paymentMethodId: company.cardPaymentMethodId, ...by, createdAt: at };
      if (invoice) {
        const invoiceId = `inv_bench${i}`;
        records.push({ ...base, kind: 'invoice', description: `BENCH-${i} Bench charge`, invoiceId, attempt: 1 });
        invoices.push({ rootId, invoiceId, companyId: company.companyId, companyName: company.name, number: `BENCH-${i}`, kind: 'lead_charges', description: 'Bench charge', lines: [], subtotalCents: base.amountCents, discountCents: 0, amountCents: base.amountCents, status: 'open', attempt: 1, idempotencyKey: `bench:${i}`, createdAt: at, updatedAt: at, gatewayEventAt: 0 });
      } else {
        records.push({ ...base, kind: 'wallet_topup', description: 'Data wallet top-up (bench)', topupId: `bench:${i}`, customAmount: true, continual: false });
      }
    }
    await mapLimit(invoices, 16, (inv) => db().entities.invoice.put(inv).go());
    await mapLimit(records, 16, (p) => db().entities.openPayment.put(p).go());
    // Half the calls reached the gateway and their answers were lost.
    const charged = records.filter((_, i) => i % 4 < 2);
    await mapLimit(charged, 8, (p) => gateway().charge(chargeRequestOf(p)));
    const t0 = performance.now();
    const tally = await reconcilePayments();
    const seconds = (performance.now() - t0) / 1000;
    let left = 0;
    for (let n = 0; n < 8; n++) left += (await db().entities.openPayment.query.byAge({ shard: `open-payments#${n}` }).go({ pages: 'all' })).data.filter((p) => p.key.includes('bench')).length;
    const charges = (await mapLimit(companies, 8, (c) => gateway().listCharges({ createdGte: Math.floor(Date.now() / 1000) - 3600, customerId: c.customerPaymentId ?? '' }))).flat();
    const benchCharges = charges.filter((c) => c.metadata.idempotencyKey?.includes('bench'));
    const exact = left === 0 && benchCharges.length === N && new Set(benchCharges.map((c) => c.metadata.idempotencyKey)).size === N;
    return { items: N, customers: CUSTOMERS, chargedBeforeRun: charged.length, seconds, gatewayCalls: tally.gatewayCalls, finished: tally.finished, stillOpen: tally.stillOpen, exact };
  } finally {
    await platform.stop();
  }
}

/** Another client like the bakery, with its own gateway customer, saved card and wallet. */
async function benchClient(bakery: Company, k: number): Promise<Company> {
  const companyId = `cobench${k}`;
  const customer = await gateway().createCustomer({ email: `${companyId}@bench.invalid`, name: `Bench client ${k}`, metadata: { rootId: bakery.rootId, companyId }, idempotencyKey: `bench-customer:${companyId}` });
  const si = await gateway().createSetupIntent({ customerId: customer.id, paymentMethodId: 'pm_card_visa', metadata: { rootId: bakery.rootId, companyId, purpose: 'bench' } });
  const state = await gateway().retrieveSetupIntent(si.id);
  if (state.status !== 'succeeded' || !state.paymentMethodId) throw new Error(`bench card for ${companyId}: ${state.status}`);
  const company: Company = { ...bakery, companyId, name: `Bench client ${k}`, customerPaymentId: customer.id, cardPaymentMethodId: state.paymentMethodId };
  await db().entities.company.put(company).go();
  await ensureWallet(bakery.rootId, companyId);
  return company;
}

export function printPaymentsReconcile(r: ReconcileBenchResult) {
  console.log(`  ${r.items} open calls over ${r.customers} customers (${r.chargedBeforeRun} charged with the answer lost, the rest never made): run ${r.seconds.toFixed(1)} s, ${r.gatewayCalls} gateway calls`);
  console.log(`  finished ${r.finished}, still open ${r.stillOpen}; each call charged exactly once and nothing left open: ${r.exact ? 'yes' : 'NO'}`);
}

// Run alone: npx tsx tests/bench/payments-reconcile.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  printPaymentsReconcile(await benchPaymentsReconcile());
  process.exit(0);
}
