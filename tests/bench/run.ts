/**
 * `npm run bench`: measures and prints figures (not a pass/fail test). Results are also written to
 * bench-results/latest.json (BENCH_ONLY=name,name runs a few sections: startup, web, lighthouse, latency,
 * agency-list, handlers, exclusion, wallet, leads; written to bench-results/<names>.json).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchApiLatency } from './api-latency.js';
import { benchStartup } from './startup.js';
import { benchWebSize, printWebSize } from './web-size.js';
import { benchAgencyList } from './agency-list.js';
import { benchWebLighthouse, printWebLighthouse } from './web-lighthouse.js';
import { benchHandlers, printHandlerTable } from './handlers.js';
import { benchExclusionImport, printExclusionImport } from './exclusion-import.js';
import { benchWalletDebits, printWalletDebits } from './wallet-debits.js';
import { benchLeadPipeline, printLeadPipeline } from './lead-pipeline.js';

const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };

// BENCH_ONLY=exclusion,wallet,leads runs just those sections (names below), for a figure on a busy machine.
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
const want = (section: string) => !only || only.includes(section);

if (want('startup')) {
  console.log('Cold start (npm start: web build, first start with seeding, restart)...');
  const s = await benchStartup();
  results.startup = s;
  console.log(`  web build            ${s.buildSeconds.toFixed(1)} s`);
  console.log(`  first start→healthy  ${s.firstStartSeconds.toFixed(1)} s (table created, demo data seeded)`);
  console.log(`  restart→healthy      ${s.restartSeconds.toFixed(1)} s`);
  console.log(`  cold npm start       ${s.coldNpmStartSeconds.toFixed(1)} s`);
}

if (want('web')) {
  console.log('\nFirst-visit JS and CSS of the sign-in page and the dashboard (build manifest)...');
  const w = benchWebSize();
  results.web = w;
  printWebSize(w);
}

if (want('lighthouse')) {
  console.log('\nLogin page and dashboard in Chromium: initial JS and Lighthouse (median of 3 runs)...');
  try {
    const lh = await benchWebLighthouse();
    results.webLighthouse = lh;
    printWebLighthouse(lh);
  } catch (error) {
    // A figure, not a pass mark: a machine without Chromium (or too busy to start it) skips it.
    console.log(`  not measured: ${String(error).split('\n')[0]}`);
  }
}

if (want('latency')) {
  console.log('\nGET /api/user at 50 connections vs a bare node:http GetItem...');
  const a = await benchApiLatency();
  results.apiLatency = a;
  console.log(`  platform GET /api/user  p50 ${a.platform.p50} ms  p99 ${a.platform.p99} ms  ${a.platform.rps.toFixed(0)} req/s`);
  console.log(`  bare GetItem            p50 ${a.bareGetItem.p50} ms  p99 ${a.bareGetItem.p99} ms  ${a.bareGetItem.rps.toFixed(0)} req/s`);
  console.log(`  ratio                   p50 ${a.ratioP50.toFixed(2)}x  p99 ${a.ratioP99.toFixed(2)}x  (budget <= 1.3x both)`);
}

if (want('agency-list')) {
  console.log('\nAgency list first page and page 250 (5,000 agencies x 20 clients), 200 requests per sort...');
  const l = await benchAgencyList();
  results.agencyList = l;
  console.log(`  seeded ${l.agencies} agencies and ${l.agencies * l.clientsPerAgency} clients in ${l.seedSeconds.toFixed(0)} s`);
  for (const r of l.firstPage) console.log(`  ${r.sort.padEnd(18)} p50 ${String(r.p50).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms`);
  const d = l.deepPage;
  console.log(`  page ${d.page} (${d.sort})  p50 ${String(d.p50).padStart(6)} ms  p99 ${String(d.p99).padStart(6)} ms  (budget p99 <= 50 ms any page; first visit after a change ${d.firstVisitMs} ms)`);
}

if (want('handlers')) {
  console.log('\nEach handler bundled alone (as SST does): size and import time in a fresh Node process...');
  const h = await benchHandlers();
  results.handlers = h;
  printHandlerTable(h);
}

if (want('exclusion')) {
  console.log('\nExclusion upload: 10,000 rows from the upload request to done, vs bare BatchWriteItem loops...');
  const x = await benchExclusionImport();
  results.exclusionImport = x;
  printExclusionImport(x);
}

if (want('wallet')) {
  console.log('\nData wallet: 100 concurrent debits of one wallet (one transaction and ledger row each)...');
  const wd = await benchWalletDebits();
  results.walletDebits = wd;
  printWalletDebits(wd);
}

if (want('leads')) {
  console.log('\nLead pipeline: 10,000 leads ingested (suppressed or charged and stored), vs a bare BatchWriteItem loop of the same rows...');
  const lp = await benchLeadPipeline();
  results.leadPipeline = lp;
  printLeadPipeline(lp);
}

mkdirSync('bench-results', { recursive: true });
writeFileSync(only ? `bench-results/${only.join('-')}.json` : 'bench-results/latest.json', JSON.stringify(results, null, 2));
console.log(`\nWritten to bench-results/${only ? only.join('-') : 'latest'}.json`);
process.exit(0);
