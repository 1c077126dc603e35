/**
 * The payments reconciliation run over N open gateway calls (default 10,000: half invoices, half
 * manual wallet top-ups) on the embedded runtime, as a platform that lost every answer would leave
 * them: half were charged at the gateway and never recorded, half never reached it. Reports the
 * run's time, its gateway calls, and checks every call was finished once (one charge each).
 */
import { chargeRequestOf, db, findUserByEmail, gateway, reconcilePayments, resolveDomain, type InvoiceItem, type OpenPayment } from '@platform/core';
import { startPlatform } from '@platform/local';
import { mapLimit } from '../../packages/core/src/platform/concurrency.js';

const N = Number(process.env.BENCH_RECONCILE_ITEMS ?? 10_000);

export interface ReconcileBenchResult {
  items: number;
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
    const company = (await db().entities.company.get({ rootId, companyId: bob.companyId }).go()).data;
    if (!company?.customerPaymentId || !company.cardPaymentMethodId) throw new Error("Bob's Bakery has no saved card");
    const at = new Date(Date.now() - 10 * 60_000).toISOString();
    const by = { byUserId: 'bench', byName: 'Bench', byUserType: 'system' };
    const records: OpenPayment[] = [];
    const invoices: InvoiceItem[] = [];
    for (let i = 0; i < N; i++) {
      const invoice = i % 2 === 0;
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
    const charges = await gateway().listCharges({ createdGte: Math.floor(Date.now() / 1000) - 3600, customerId: company.customerPaymentId });
    const benchCharges = charges.filter((c) => c.metadata.idempotencyKey?.includes('bench'));
    const exact = left === 0 && benchCharges.length === N && new Set(benchCharges.map((c) => c.metadata.idempotencyKey)).size === N;
    return { items: N, chargedBeforeRun: charged.length, seconds, gatewayCalls: tally.gatewayCalls, finished: tally.finished, stillOpen: tally.stillOpen, exact };
  } finally {
    await platform.stop();
  }
}

export function printPaymentsReconcile(r: ReconcileBenchResult) {
  console.log(`  ${r.items} open calls (${r.chargedBeforeRun} charged with the answer lost, the rest never made): run ${r.seconds.toFixed(1)} s, ${r.gatewayCalls} gateway calls`);
  console.log(`  finished ${r.finished}, still open ${r.stillOpen}; each call charged exactly once and nothing left open: ${r.exact ? 'yes' : 'NO'}`);
}

// Run alone: npx tsx tests/bench/payments-reconcile.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  printPaymentsReconcile(await benchPaymentsReconcile());
  process.exit(0);
}
