import type { IntegrationFakes, ReceivedCall } from './server.js';

/** One section of the page: a fake, or another local receiver (the webhook receiver) shown beside them. */
export interface ReceiverView {
  name: string;
  calls: ReceivedCall[];
  state: unknown;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function section(view: ReceiverView): string {
  const rows = [...view.calls]
    .reverse()
    .slice(0, 200)
    .map(
      (c) =>
        `<tr><td>${escapeHtml(c.at)}</td><td>${escapeHtml(c.method)}</td><td><code>${escapeHtml(c.path)}</code></td>` +
        `<td>${c.status}${c.fault ? ` (${escapeHtml(c.fault)})` : ''}</td><td>${c.ms} ms</td><td>${escapeHtml(c.summary)}</td></tr>`,
    )
    .join('');
  return (
    `<section id="${escapeHtml(view.name)}"><h2>${escapeHtml(view.name)}</h2>` +
    `<h3>Received (${view.calls.length}, newest first)</h3>` +
    (rows ? `<table><thead><tr><th>Time</th><th>Method</th><th>Path</th><th>Status</th><th>Took</th><th>What</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>Nothing yet.</p>') +
    `<h3>Holds</h3><pre>${escapeHtml(JSON.stringify(view.state, null, 2) ?? 'null')}</pre></section>`
  );
}

export function fakeViews(fakes: IntegrationFakes): ReceiverView[] {
  return fakes.fakes.map((f) => ({ name: f.name, calls: fakes.received(f.name), state: f.snapshot() }));
}

/** `/_local/integrations`: what each provider's local fake received and holds, for a person trying deliveries. */
export function integrationsPage(views: ReceiverView[], fakesUrl: string | undefined): string {
  const nav = views.map((v) => `<a href="#${escapeHtml(v.name)}">${escapeHtml(v.name)}</a>`).join(' · ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local integrations</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px;text-align:left;vertical-align:top}pre{background:#f6f6f6;padding:8px;max-height:24rem;overflow:auto}</style>
</head><body><h1>Local integrations</h1>
<p>The providers' local fakes${fakesUrl ? ` at <code>${escapeHtml(fakesUrl)}</code>` : ''}: what each received and holds. Faults: <code>POST ${escapeHtml(fakesUrl ?? '')}/_control/faults</code>.</p>
<nav>${nav}</nav>${views.map(section).join('') || '<p>No fakes are running.</p>'}</body></html>`;
}
