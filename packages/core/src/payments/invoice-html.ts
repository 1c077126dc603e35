import type { Company } from '../tenancy/company.entity.js';
import type { Invoice } from './invoice.contract.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const usd = (amount: string) => `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * One invoice as a self-contained HTML page (no scripts, no outside resources), which the browser
 * prints or saves as PDF. Every value from storage is escaped.
 */
export function invoiceHtml(inv: Invoice, ctx: { issuer: string; billTo: Pick<Company, 'name' | 'address' | 'city' | 'zip' | 'stateCode' | 'countryCode' | 'ownerEmail'> }): string {
  const b = ctx.billTo;
  const place = [b.address, [b.city, b.stateCode, b.zip].filter(Boolean).join(' '), b.countryCode].filter(Boolean).map((s) => esc(String(s)));
  const rows = inv.lines
    .map((l) => `<tr><td>${esc(l.description)}</td><td class="n">${l.quantity}</td><td class="n">${usd(l.unit_amount)}</td><td class="n">${usd(l.amount)}</td></tr>`)
    .join('');
  const discount = inv.discount !== '0.00' ? `<tr><td colspan="3">Discount${inv.coupon_code ? ` (${esc(inv.coupon_code)})` : ''}</td><td class="n">-${usd(inv.discount)}</td></tr>` : '';
  const status = inv.status === 'paid' ? `Paid ${esc((inv.paid_at ?? '').slice(0, 10))}${inv.card ? ` by ${esc(inv.card.brand)} •••• ${esc(inv.card.last4)}` : ''}` : esc(inv.status[0]!.toUpperCase() + inv.status.slice(1));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Invoice ${esc(inv.number)}</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<style>body{font-family:Arial,sans-serif;color:#111;max-width:760px;margin:40px auto;padding:0 16px}h1{font-size:24px}table{width:100%;border-collapse:collapse;margin-top:24px}td,th{padding:8px;border-bottom:1px solid #ddd;text-align:left}.n{text-align:right}.total td{font-weight:700;border-top:2px solid #111}.meta{display:flex;justify-content:space-between;gap:24px}</style>
</head><body>
<h1>Invoice ${esc(inv.number)}</h1>
<div class="meta"><div><strong>From</strong><br>${esc(ctx.issuer)}</div><div><strong>Bill to</strong><br>${esc(b.name)}${place.length ? `<br>${place.join('<br>')}` : ''}${b.ownerEmail ? `<br>${esc(b.ownerEmail)}` : ''}</div><div><strong>Date</strong><br>${esc(inv.created_at.slice(0, 10))}<br><strong>Status</strong><br>${status}</div></div>
<table><thead><tr><th>Description</th><th class="n">Qty</th><th class="n">Unit price</th><th class="n">Amount</th></tr></thead>
<tbody>${rows}<tr><td colspan="3">Subtotal</td><td class="n">${usd(inv.subtotal)}</td></tr>${discount}<tr class="total"><td colspan="3">Total (USD)</td><td class="n">${usd(inv.amount)}</td></tr></tbody></table>
</body></html>`;
}
