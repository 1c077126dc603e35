import type { Engine } from './engine.js';
import { esc, page } from './pages.js';

const CARDS: [string, string][] = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['4000 0000 0000 0002', 'declined (card_declined / generic_decline)'],
  ['4000 0000 0000 9995', 'declined (insufficient_funds)'],
  ['4000 0025 0000 3155', '3-D Secure page when saved; off-session charges need the payer (authentication_required)'],
  ['4000 0000 0000 0341', 'saves, then every charge is declined'],
  ['any past expiry', 'expired_card'],
  ['4242 4242 4242 4241', 'incorrect_number (fails the Luhn check)'],
];

/**
 * `GET /` (loopback only): what a developer opening the printed gateway URL wants to see — the
 * test cards, and the latest events with how their webhook delivery went.
 */
export function overviewPage(engine: Engine, webhookUrl: string | undefined): string {
  const rows = engine.store
    .eventsNewestFirst()
    .slice(0, 50)
    .map((e) => {
      const d = engine.store.delivery(e.id);
      const obj = (e.data as { object: { id: string } }).object;
      const delivery = !d ? '' : d.state === 'delivered' ? 'delivered' : `${d.state}, ${d.attempts} attempt(s)${d.lastError ? `, last: ${d.lastError}` : ''}`;
      return `<tr><td>${new Date((e.created as number) * 1000).toISOString().slice(0, 19).replace('T', ' ')}</td><td>${esc(String(e.type))}</td><td><code>${esc(obj.id)}</code></td><td><code>${esc(e.id)}</code></td><td>${esc(delivery)}</td></tr>`;
    })
    .join('');
  const body = `<h1>Local Stripe gateway</h1>
<p>Stripe's REST API for the platform's stripe SDK, at <code>/v1</code>. Webhooks go to <code>${esc(webhookUrl ?? '(not set yet)')}</code>.</p>
<h2>Test cards</h2><table><thead><tr><th>Card</th><th>What it does</th></tr></thead><tbody>${CARDS.map(([c, what]) => `<tr><td>${c}</td><td>${what}</td></tr>`).join('')}</tbody></table>
<h2>Latest events</h2>${rows ? `<table><thead><tr><th>Created (UTC)</th><th>Type</th><th>Object</th><th>Event</th><th>Webhook</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No events yet.</p>'}`;
  return page('Local Stripe gateway', body).replace('<main>', '<main class="wide">');
}
