const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * GET /_local/demo-site/{urlCode}: a small bakery-like page carrying a Site ID campaign's embed
 * code, so a person (or the embed-code check) can try the pixel locally. `?sim_email=` makes the
 * visit resolve to that e-mail (test-only: the simulator honours it, production ignores it).
 */
export function demoSitePage(code: string, origin: string): string {
  const src = `${origin}/api/pixel/${encodeURIComponent(code)}.js`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Demo site</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}code{background:#f3f3f3;padding:.1rem .3rem}</style>
<script>var p=new URLSearchParams(location.search).get('sim_email');if(p)window.__pixelSimEmail=p;</script>
<script src="${escape(src)}" async></script>
</head><body>
<h1>Welcome to the demo site</h1>
<p>This page carries the Site ID embed code of campaign pixel <code>${escape(code)}</code>. Each visit is sent to the platform, the local lead simulator resolves the visitor to a person, and the lead appears on the campaign's dashboard.</p>
<p>Add <code>?sim_email=someone@example.com</code> to this page's address to be identified as that person (test only).</p>
</body></html>`;
}
