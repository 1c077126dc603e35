import type { Actor } from '../access/actor.js';
import { zonedDayStart } from '../audit/zoned-day.js';
import { toCsv } from '../audit/csv.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { centsToString } from '../pricing/money.js';
import { toTF } from '../shared/error.contract.js';
import type { Company } from '../tenancy/company.entity.js';
import { capMonthOf, thresholdCents, unusedByTopup, type TopupState } from './ledger.js';
import { savedCardOf } from './saved-card.js';
import { walletCsvFileName, WALLET_MESSAGES, type WalletAnswer, type WalletTx } from './wallet.contract.js';
import type { WalletTxItem } from './wallet.entity.js';
import { walletScope } from './wallet-access.js';
import { emptyWallet, readWallet } from './wallet-store.js';
import { walletTxEntity } from './wallet.entity.js';
import { clientCostEntity } from '../pricing/client-cost.entity.js';

const zoneOf = (c: Company) => c.timezone ?? 'America/Chicago';

/** The month in the company's time zone that `d` falls in. */
export function monthIn(d: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(d);
  return `${parts.find((p) => p.type === 'year')?.value}-${parts.find((p) => p.type === 'month')?.value}`;
}

/** The UTC instants a month starts and ends in a time zone. */
function monthBounds(month: string, timeZone: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: zonedDayStart(`${month}-01`, timeZone).toISOString(), to: zonedDayStart(`${next}-01`, timeZone).toISOString() };
}

async function rowsBetween(rootId: string, companyId: string, from: string, to: string): Promise<WalletTxItem[]> {
  const out: WalletTxItem[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: WalletTxItem[]; cursor: string | null } = await walletTxEntity.query.byDate({ rootId, companyId })
      .between({ createdAt: from }, { createdAt: to })
      .go({ cursor, limit: 1000 });
    out.push(...page.data.filter((r) => r.createdAt < to));
    cursor = page.cursor;
  } while (cursor);
  return out;
}

/** Every top-up of a wallet, oldest first (what FIFO consumption and expiry read). */
export async function topupsOf(rootId: string, companyId: string): Promise<(WalletTxItem & TopupState)[]> {
  const out: (WalletTxItem & TopupState)[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: WalletTxItem[]; cursor: string | null } = await walletTxEntity.query.byType({ rootId, companyId, type: 'topup' }).go({ cursor, limit: 1000 });
    for (const r of page.data) out.push({ ...r, id: r.txId, refundedCents: r.refundedCents ?? 0, expiresAt: r.expiresAt ?? r.createdAt });
    cursor = page.cursor;
  } while (cursor);
  return out;
}

/**
 * The top-ups as they are now, read from the table rather than its index (which can lag a write by
 * a moment): what a refund or an expiry decides from must include the latest change.
 */
export async function topupsNow(rootId: string, companyId: string): Promise<(WalletTxItem & TopupState)[]> {
  const res = await walletTxEntity.query.byId({ rootId, companyId }).begins({ txId: 'topup#' }).go({ pages: 'all', consistent: true });
  return res.data.map((r) => ({ ...r, id: r.txId, refundedCents: r.refundedCents ?? 0, expiresAt: r.expiresAt ?? r.createdAt }));
}

const toAnswer = (r: WalletTxItem): WalletTx => ({
  id: r.txId,
  title: r.title,
  created_at: r.createdAt,
  expired_at: r.type === 'topup' ? (r.expiresAt ?? null) : null,
  amount: centsToString(r.amountCents),
  transaction_type: r.type,
});

const NOTICE = { failures: WALLET_MESSAGES.stoppedAfterFailures, authentication: WALLET_MESSAGES.stoppedAuthentication, cap: WALLET_MESSAGES.capReached } as const;

/** GET /{companyId}?date=YYYY-MM: the modal's balance, settings and the month's top-ups. */
export async function getWallet(actor: Actor, companyId: string, month: string | undefined, clock: Clock = systemClock): Promise<WalletAnswer> {
  const { client, canRefund } = await walletScope(actor, companyId, 'use');
  const w = (await readWallet(client.rootId, client.companyId)) ?? emptyWallet(client.rootId, client.companyId);
  const m = month ?? monthIn(clock.now(), zoneOf(client));
  const { from, to } = monthBounds(m, zoneOf(client));
  const topped = (await rowsBetween(client.rootId, client.companyId, from, to)).filter((r) => r.type === 'topup').reduce((s, r) => s + r.amountCents, 0);
  const sameCapMonth = w.capMonth === capMonthOf(clock.now());
  const hasCard = savedCardOf(client) !== undefined;
  return {
    company_id: client.companyId,
    company_name: client.name,
    balance_amount: centsToString(w.balanceCents),
    amount: centsToString(w.amountCents),
    custom_amount: toTF(w.customAmount),
    total_amount: centsToString(topped),
    last_balance_amount: centsToString(w.lastBalanceCents),
    threshold_amount: centsToString(thresholdCents(w.lastBalanceCents)),
    stop_continual: toTF(!w.continual),
    is_enable_topup_prepaid_direct_payment: toTF(hasCard),
    has_card: hasCard,
    cap: {
      max_topups: w.capTopups,
      max_amount: centsToString(w.capAmountCents),
      used_topups: sameCapMonth ? w.monthTopups : 0,
      used_amount: centsToString(sameCapMonth ? w.monthAmountCents : 0),
    },
    notice: w.notice ? { kind: w.notice, message: NOTICE[w.notice] } : null,
    can_refund: canRefund,
  };
}

/** GET /history/{companyId}/{YYYY-MM}: the month's rows, newest first. */
export async function walletHistory(actor: Actor, companyId: string, month: string) {
  const { client } = await walletScope(actor, companyId, 'use');
  const { from, to } = monthBounds(month, zoneOf(client));
  const rows = await rowsBetween(client.rootId, client.companyId, from, to);
  return { month, transaction_history: rows.reverse().map(toAnswer) };
}

const TYPE_LABEL = { topup: 'Top-up', charge: 'Charge', other: 'Other' } as const;

/** GET /download-transaction-history-direct-payment/{companyId}/{YYYY-MM}: the month as CSV. */
export async function downloadWalletHistory(actor: Actor, companyId: string, month: string) {
  const { client } = await walletScope(actor, companyId, 'use');
  const { from, to } = monthBounds(month, zoneOf(client));
  const rows = await rowsBetween(client.rootId, client.companyId, from, to);
  const fmt = new Intl.DateTimeFormat('en-US', { timeZone: zoneOf(client), dateStyle: 'medium', timeStyle: 'short' });
  const body = toCsv(
    // Credit and debit in their own columns: a cell starting with '-' would be read as a formula.
    ['Date', 'Title', 'Type', 'Credit (USD)', 'Debit (USD)', 'Expires'],
    rows
      .reverse()
      .map((r) => [
        fmt.format(new Date(r.createdAt)),
        r.title,
        TYPE_LABEL[r.type],
        r.amountCents > 0 ? centsToString(r.amountCents) : '',
        r.amountCents < 0 ? centsToString(-r.amountCents) : '',
        r.type === 'topup' && r.expiresAt ? fmt.format(new Date(r.expiresAt)) : '',
      ]),
  );
  return { file: { filename: walletCsvFileName(client.name, month), contentType: 'text/csv; charset=utf-8', body } };
}

/** GET /currenttopup/{companyId}: the newest top-up with money left in it. */
export async function currentTopup(actor: Actor, companyId: string) {
  const { client } = await walletScope(actor, companyId, 'use');
  const w = (await readWallet(client.rootId, client.companyId)) ?? emptyWallet(client.rootId, client.companyId);
  const topups = await topupsOf(client.rootId, client.companyId);
  const unused = unusedByTopup(topups, w.consumedCents);
  const live = topups.filter((t) => !t.expiredAt && (unused.get(t.id) ?? 0) > 0).at(-1);
  return {
    topup: live
      ? { id: live.txId, amount: centsToString(live.amountCents), remaining_amount: centsToString(unused.get(live.id) ?? 0), created_at: live.createdAt, expired_at: live.expiresAt }
      : null,
  };
}

/** GET /remainingbalanceleads/{companyId}: how many leads the balance still buys at the client's price. */
export async function remainingBalanceLeads(actor: Actor, companyId: string) {
  const { client } = await walletScope(actor, companyId, 'use');
  const w = (await readWallet(client.rootId, client.companyId)) ?? emptyWallet(client.rootId, client.companyId);
  const costs = await clientCostEntity.query.byClient({ rootId: client.rootId, companyId: client.companyId }).go();
  // The dearest lead price of the client's modules: the count the balance surely buys.
  const prices = costs.data.map((r) => Number((r.values as Record<string, unknown>).CostSet ?? 0)).filter((c) => c > 0);
  const price = prices.length ? Math.max(...prices) : null;
  return {
    balance_amount: centsToString(w.balanceCents),
    cost_per_lead: price === null ? null : centsToString(price),
    remaining_leads: price === null ? null : Math.floor(w.balanceCents / price),
  };
}
