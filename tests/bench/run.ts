/**
 * `npm run bench`: measures and prints figures (not a pass/fail test). Results are also written to
 * bench-results/latest.json. BENCH_ONLY=name,name runs only the sections named (the names below),
 * written to bench-results/<names>.json.
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
import { benchPaymentsReconcile, printPaymentsReconcile } from './payments-reconcile.js';
import { benchIntegrationDelivery, printIntegrationDelivery } from './integration-delivery.js';
import { benchLeadReport, printLeadReport } from './lead-report.js';
import { benchReportAnalytics, printReportAnalytics } from './report-analytics.js';

/** One figure: its BENCH_ONLY name, its key in the results file, what it measures, and how it prints. */
interface Section<T> {
  name: string;
  key: string;
  title: string;
  run: () => T | Promise<T>;
  print: (result: T) => void;
}
const section = <T,>(s: Section<T>) => s as Section<unknown>;

const SECTIONS = [
  section({
    name: 'startup',
    key: 'startup',
    title: 'Cold start (npm start: web build, first start with seeding, restart)',
    run: benchStartup,
    print: (s) => {
      console.log(`  web build            ${s.buildSeconds.toFixed(1)} s`);
      console.log(`  first start→healthy  ${s.firstStartSeconds.toFixed(1)} s (table created, demo data seeded)`);
      console.log(`  restart→healthy      ${s.restartSeconds.toFixed(1)} s`);
      console.log(`  cold npm start       ${s.coldNpmStartSeconds.toFixed(1)} s`);
    },
  }),
  section({ name: 'web', key: 'web', title: 'First-visit JS and CSS of the sign-in page and the dashboard (build manifest)', run: benchWebSize, print: printWebSize }),
  section({
    name: 'lighthouse',
    key: 'webLighthouse',
    title: 'Login page and dashboard in Chromium: initial JS and Lighthouse (median of 3 runs)',
    // A figure, not a pass mark: a machine without Chromium (or too busy to start it) skips it.
    run: () => benchWebLighthouse().catch((error: unknown) => ({ notMeasured: String(error).split('\n')[0] })),
    print: (lh) => ('notMeasured' in lh ? console.log(`  not measured: ${lh.notMeasured}`) : printWebLighthouse(lh)),
  }),
  section({
    name: 'latency',
    key: 'apiLatency',
    title: 'GET /api/user at 50 connections vs a bare node:http GetItem',
    run: benchApiLatency,
    print: (a) => {
      console.log(`  platform GET /api/user  p50 ${a.platform.p50} ms  p99 ${a.platform.p99} ms  ${a.platform.rps.toFixed(0)} req/s`);
      console.log(`  bare GetItem            p50 ${a.bareGetItem.p50} ms  p99 ${a.bareGetItem.p99} ms  ${a.bareGetItem.rps.toFixed(0)} req/s`);
      console.log(`  ratio                   p50 ${a.ratioP50.toFixed(2)}x  p99 ${a.ratioP99.toFixed(2)}x  (budget <= 1.3x both)`);
    },
  }),
  section({
    name: 'agency-list',
    key: 'agencyList',
    title: 'Agency list first page and page 250 (5,000 agencies x 20 clients), 200 requests per sort',
    run: benchAgencyList,
    print: (l) => {
      console.log(`  seeded ${l.agencies} agencies and ${l.agencies * l.clientsPerAgency} clients in ${l.seedSeconds.toFixed(0)} s`);
      for (const r of l.firstPage) console.log(`  ${r.sort.padEnd(18)} p50 ${String(r.p50).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms`);
      const d = l.deepPage;
      console.log(`  page ${d.page} (${d.sort})  p50 ${String(d.p50).padStart(6)} ms  p99 ${String(d.p99).padStart(6)} ms  (budget p99 <= 50 ms any page; first visit after a change ${d.firstVisitMs} ms)`);
    },
  }),
  section({ name: 'handlers', key: 'handlers', title: 'Each handler bundled alone (as SST does): size and import time in a fresh Node process', run: benchHandlers, print: printHandlerTable }),
  section({ name: 'exclusion', key: 'exclusionImport', title: 'Exclusion upload: 10,000 rows from the upload request to done, vs bare BatchWriteItem loops', run: benchExclusionImport, print: printExclusionImport }),
  section({ name: 'wallet', key: 'walletDebits', title: 'Data wallet: 100 concurrent debits of one wallet (one transaction and ledger row each)', run: benchWalletDebits, print: printWalletDebits }),
  section({ name: 'reconcile', key: 'paymentsReconcile', title: 'Payments reconciliation run: 10,000 open invoices and top-ups, half charged with the answer lost', run: benchPaymentsReconcile, print: printPaymentsReconcile }),
  section({ name: 'leads', key: 'leadPipeline', title: 'Lead pipeline: 10,000 leads ingested (suppressed or charged and stored), vs a bare BatchWriteItem loop of the same rows', run: benchLeadPipeline, print: printLeadPipeline }),
  section({ name: 'lead-report', key: 'leadReport', title: 'Lead report and chart of a campaign with 100,000 leads: first page, a deep page (cursor and jump), 90-day chart, 200 requests each', run: benchLeadReport, print: printLeadReport }),
  section({ name: 'report-analytics', key: 'reportAnalytics', title: 'Report Analytics: 5,000 agencies over the last 90 days, from the revenue aggregates', run: benchReportAnalytics, print: printReportAnalytics }),
  section({ name: 'delivery', key: 'integrationDelivery', title: 'Integrations: 1,000 delivered leads fanned out to three webhook endpoints (the local receiver), vs the receiver alone', run: benchIntegrationDelivery, print: printIntegrationDelivery }),
];

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
const unknown = only?.filter((name) => !SECTIONS.some((s) => s.name === name)) ?? [];
if (unknown.length) {
  console.error(`BENCH_ONLY: no section named ${unknown.join(', ')} (sections: ${SECTIONS.map((s) => s.name).join(', ')})`);
  process.exit(2);
}

const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
// One section failing (DynamoDB Local refusing a seed, a budget's answer check) is reported as its
// figure and the others still run: a run of many minutes never ends with nothing printed.
const failed: string[] = [];
for (const s of SECTIONS.filter((s) => !only || only.includes(s.name))) {
  console.log(`\n${s.title}...`);
  try {
    const result = await s.run();
    results[s.key] = result;
    s.print(result);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results[s.key] = { failed: message };
    failed.push(s.name);
    console.log(`  FAILED: ${message.split('\n')[0]}`);
    if (error instanceof Error && error.stack) console.error(error.stack);
  }
}

const file = `bench-results/${only ? only.join('-') : 'latest'}.json`;
mkdirSync('bench-results', { recursive: true });
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`\nWritten to ${file}`);
if (failed.length) console.log(`Sections that failed: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
