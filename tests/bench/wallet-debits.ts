/**
 * Data wallet: 100 debits at once against one wallet on the embedded runtime (DynamoDB Local), as
 * the lead engine makes them: each is one conditioned transaction with its ledger row, retried on
 * TransactionConflict. Reports debits per second per burst and checks the balance is exact.
 */
import { creditTopup, db, debitWallet, resolveDomain } from '@platform/core';
import { startPlatform } from '@platform/local';

const BURST = 100;
const ROUNDS = Number(process.env.BENCH_WALLET_ROUNDS ?? 5);
const DEBIT_CENTS = 150;

export interface WalletDebitsResult {
  burst: number;
  rounds: number;
  /** Debits per second of each burst (all 100 started at once, until the last finished). */
  perSecond: number[];
  medianPerSecond: number;
  exact: boolean;
}

export async function benchWalletDebits(): Promise<WalletDebitsResult> {
  const platform = await startPlatform({ quiet: true, seed: true });
  try {
    const root = await resolveDomain(platform.baseDomain);
    if (!root) throw new Error('no demo platform');
    const rootId = root.companyId;
    const perSecond: number[] = [];
    let exact = true;
    for (let r = 0; r < ROUNDS; r++) {
      const companyId = `bench-wallet-${r}`;
      await db().entities.wallet.create({ rootId, companyId }).go();
      await creditTopup({
        rootId,
        companyId,
        txId: `topup#bench-${r}`,
        title: 'Top-up',
        amountCents: BURST * DEBIT_CENTS,
        paymentIntentId: `pi_bench_${r}`,
        auto: false,
        now: new Date(),
        audit: { user: { userId: 'bench', name: 'Bench', userType: 'system' }, action: 'wallet_topup', description: 'bench top-up' },
      });
      const t0 = performance.now();
      const results = await Promise.all(Array.from({ length: BURST }, (_, i) => debitWallet({ rootId, companyId }, DEBIT_CENTS, 'Bench lead', `bench-${r}-${i}`)));
      perSecond.push(BURST / ((performance.now() - t0) / 1000));
      const w = (await db().entities.wallet.get({ rootId, companyId }).go({ consistent: true })).data;
      if (!results.every((x) => x.ok) || w?.balanceCents !== 0) exact = false;
    }
    const sorted = [...perSecond].sort((a, b) => a - b);
    return { burst: BURST, rounds: ROUNDS, perSecond, medianPerSecond: sorted[Math.floor(sorted.length / 2)] ?? 0, exact };
  } finally {
    await platform.stop();
  }
}

export function printWalletDebits(r: WalletDebitsResult) {
  console.log(`  ${r.burst} concurrent debits, ${r.rounds} bursts: median ${r.medianPerSecond.toFixed(0)} debits/s (${r.perSecond.map((x) => x.toFixed(0)).join(', ')})`);
  console.log(`  every burst left the exact balance (0): ${r.exact ? 'yes' : 'NO'}`);
}

// Run alone: npx tsx tests/bench/wallet-debits.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  printWalletDebits(await benchWalletDebits());
  process.exit(0);
}
