/**
 * Agency list first page, p50/p99, with 5,000 agencies of 20 clients each, sorted by each column
 * (ascending and descending), against the embedded runtime over HTTP.
 */
import { seedBulkTree } from '@platform/core';
import { startPlatform } from '@platform/local';

const AGENCIES = Number(process.env.BENCH_AGENCIES ?? 5000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const REQUESTS = 200;

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

    const results: { sort: string; p50: number; p99: number }[] = [];
    for (const sortby of ['company_name', 'full_name', 'email', 'created_at']) {
      for (const order of ['asc', 'desc']) {
        const url = `${base}/api/configuration/companies/${me.company_id}/children?sortby=${sortby}&order=${order}&page=1&per_page=10`;
        const times: number[] = [];
        for (let i = 0; i < REQUESTS + 10; i += 1) {
          const s = performance.now();
          const res = await fetch(url, { headers: { authorization: `Bearer ${access_token}` } });
          const body = (await res.json()) as { total: number };
          if (res.status !== 200 || body.total < AGENCIES) throw new Error(`bad answer ${res.status}`);
          if (i >= 10) times.push(performance.now() - s);
        }
        times.sort((a, b) => a - b);
        results.push({ sort: `${sortby} ${order}`, p50: +pct(times, 50).toFixed(1), p99: +pct(times, 99).toFixed(1) });
      }
    }
    // A deep page, for contrast: the index walk reads ids up to the page.
    const deepUrl = `${base}/api/configuration/companies/${me.company_id}/children?sortby=company_name&order=asc&page=250&per_page=10`;
    const deep: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const s = performance.now();
      await (await fetch(deepUrl, { headers: { authorization: `Bearer ${access_token}` } })).json();
      deep.push(performance.now() - s);
    }
    deep.sort((a, b) => a - b);
    return { agencies: AGENCIES, clientsPerAgency: CLIENTS, seedSeconds, requestsPerSort: REQUESTS, firstPage: results, lastPageP50: +pct(deep, 50).toFixed(1) };
  } finally {
    await platform.stop();
  }
}
