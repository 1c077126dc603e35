/**
 * Agency list first page, p50/p99, with 5,000 agencies of 20 clients each, sorted by each column
 * (ascending and descending), against the embedded runtime over HTTP; then page 250 (rows
 * 2,491-2,500) the same way. Budget: p99 <= 50 ms for any page (docs/decisions.md "Performance
 * budgets"). The first visit of a deep page after the list changed walks the index's keys once to
 * keep the page starts; it is reported on its own (`deepPage.firstVisitMs`).
 */
import { seedBulkTree } from '@platform/core';
import { startPlatform } from '@platform/local';

const AGENCIES = Number(process.env.BENCH_AGENCIES ?? 5000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const REQUESTS = 200;
const DEEP_PAGE = 250;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function benchAgencyList() {
  const platform = await startPlatform({ quiet: true, seed: true });
  try {
    const base = `http://127.0.0.1:${platform.port}`;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'root@demo.test', password: 'Demo!2345', domainName: 'localhost' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const me = (await (await fetch(`${base}/api/user`, { headers: { authorization: `Bearer ${access_token}` } })).json()) as { company_id: string };
    const t0 = performance.now();
    await seedBulkTree({ rootId: me.company_id, agencies: AGENCIES, clientsPerAgency: CLIENTS, prefix: 'Bench' });
    const seedSeconds = (performance.now() - t0) / 1000;

    const timed = async (url: string, rows: number) => {
      const s = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${access_token}` } });
      const body = (await res.json()) as { total: number; data: unknown[] };
      if (res.status !== 200 || body.total < AGENCIES || body.data.length !== rows) throw new Error(`bad answer ${res.status}`);
      return performance.now() - s;
    };
    const figures = async (url: string) => {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS + 10; i += 1) {
        const ms = await timed(url, 10);
        if (i >= 10) times.push(ms);
      }
      times.sort((a, b) => a - b);
      return { p50: +pct(times, 50).toFixed(1), p99: +pct(times, 99).toFixed(1) };
    };
    const listUrl = (sortby: string, order: string, page: number) =>
      `${base}/api/configuration/companies/${me.company_id}/children?sortby=${sortby}&order=${order}&page=${page}&per_page=10`;

    const results: { sort: string; p50: number; p99: number }[] = [];
    for (const sortby of ['company_name', 'full_name', 'email', 'created_at']) {
      for (const order of ['asc', 'desc']) results.push({ sort: `${sortby} ${order}`, ...(await figures(listUrl(sortby, order, 1))) });
    }
    // A deep page: its first visit keeps the page starts (one walk over the index's keys); every
    // later visit, by anyone, until the list changes, reads only that page.
    const deepUrl = listUrl('company_name', 'asc', DEEP_PAGE);
    const firstVisitMs = +(await timed(deepUrl, 10)).toFixed(1);
    const deepPage = { page: DEEP_PAGE, sort: 'company_name asc', firstVisitMs, ...(await figures(deepUrl)) };
    return { agencies: AGENCIES, clientsPerAgency: CLIENTS, seedSeconds, requestsPerSort: REQUESTS, firstPage: results, deepPage };
  } finally {
    await platform.stop();
  }
}
