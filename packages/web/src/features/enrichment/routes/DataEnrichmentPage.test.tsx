// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EnrichmentJobAnswer, EnrichmentQuote } from '@platform/core/contracts';
import { companyRow } from '../../../test/company-rows';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, refuse } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { ACME_ID, BAKERY_ID, DEMO } from '../../../test/users';
import { DataEnrichmentPage } from './DataEnrichmentPage';

const QUOTE: EnrichmentQuote = { input: 'email', total_rows: 12, valid_rows: 11, invalid_rows: 1, matched_rows: 8, unit_price: '0.10', amount: '0.80', payment: 'wallet', wallet_balance: '25.00', amount_needed: null };

const job = (p: Partial<EnrichmentJobAnswer> = {}): EnrichmentJobAnswer => ({
  job_id: 'job-1',
  kind: 'data_enrichment',
  company_id: BAKERY_ID,
  filename: 'contacts-enriched.csv',
  status: 'quoted',
  total_rows: 12,
  current_row: 0,
  percentage: 0,
  message: null,
  created_at: '2026-11-26T10:00:00.000Z',
  finished_at: null,
  download_path: null,
  quote: QUOTE,
  ...p,
});

/** The browser's steps of an upload: the address, the PUT to storage, the quote. */
function uploadRoutes(quoted: EnrichmentJobAnswer) {
  return {
    'POST /data-enrichment/upload': () => ({ upload_url: '/api/test-storage/up-1', key: 'uploads/enrichment/r/c/up-1.csv', headers: { 'content-type': 'text/csv' }, expires_in: 300 }),
    'PUT /test-storage/:key': () => ({}),
    'POST /data-enrichment/preview': () => quoted,
  };
}

const csv = (name = 'contacts.csv') => new File(['email\na@example.com\n'], name, { type: 'text/csv' });
/** Mantine's FileInput is a button over a hidden file input: the file goes to the input, as a person's choice does. */
const choose = (file: File) => fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });

describe('Data Enrichment: see what matches and what it costs before confirming', () => {
  it('a client uploads a file, sees rows, matches, price and total, and starts the enrichment', async () => {
    let started = false;
    const api = fakeApi({
      'GET /data-enrichment/:company/jobs': () => ({ data: started ? [job({ status: 'queued' })] : [], unit_price: '0.10' }),
      ...uploadRoutes(job()),
      'POST /data-enrichment/jobs/:job/start': () => {
        started = true;
        return job({ status: 'queued' });
      },
      'GET /file-jobs/:job': () => job({ status: 'running', current_row: 6, percentage: 50 }),
    });
    renderPage(<DataEnrichmentPage />, { user: DEMO.client() });
    expect(await screen.findByText(/each matched row costs \$0.10/)).toBeTruthy();
    choose(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    const quote = await screen.findByLabelText('Before you start');
    expect(within(quote).getByText('Rows that will match').nextSibling?.textContent).toBe('8');
    expect(quote.textContent).toContain('costs $0.80');
    expect(quote.textContent).toContain('taken from the data wallet (balance $25.00)');
    expect(api.calls('POST /data-enrichment/upload')[0]?.body).toEqual({ company_id: BAKERY_ID, size: csv().size });
    expect(api.calls('POST /data-enrichment/preview')[0]?.body).toEqual({ company_id: BAKERY_ID, key: 'uploads/enrichment/r/c/up-1.csv', filename: 'contacts.csv' });

    fireEvent.click(within(quote).getByRole('button', { name: 'Start enrichment' }));
    await waitFor(() => expect(api.calls('POST /data-enrichment/jobs/job-1/start')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByLabelText('Before you start')).toBeNull());
    const progress = await screen.findByRole('progressbar', { name: 'Enrichment of contacts-enriched.csv' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('50'));
  });

  it('a wallet that cannot pay says how much to add, and Start stays off', async () => {
    fakeApi({ 'GET /data-enrichment/:company/jobs': () => ({ data: [], unit_price: '0.10' }), ...uploadRoutes(job({ quote: { ...QUOTE, wallet_balance: '0.30', amount_needed: '0.50' } })) });
    renderPage(<DataEnrichmentPage />, { user: DEMO.client() });
    choose(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your wallet holds $0.30; this enrichment costs $0.80. Add $0.50 to your wallet to start it.');
    expect(screen.getByRole('button', { name: 'Start enrichment' }).hasAttribute('disabled')).toBe(true);
  });

  it('a file that is not a CSV is refused before anything is sent; the server’s refusal is shown as it says', async () => {
    const api = fakeApi({
      'GET /data-enrichment/:company/jobs': () => ({ data: [], unit_price: '0.10' }),
      ...uploadRoutes(job()),
      'POST /data-enrichment/preview': () => refuse(422, 'No row of the file holds an e-mail or a name and postal address.', { file: ['No row of the file holds an e-mail or a name and postal address.'] }),
    });
    renderPage(<DataEnrichmentPage />, { user: DEMO.client() });
    choose(csv('contacts.xlsx'));
    expect(await screen.findByText('Invalid file format. This upload only supports CSV files.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(api.calls('POST /data-enrichment/upload')).toHaveLength(0);
    choose(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No row of the file holds an e-mail or a name and postal address.');
  });

  it('a finished enrichment offers its file, and a failed one says why', async () => {
    const api = fakeApi({
      'GET /data-enrichment/:company/jobs': () => ({
        data: [job({ status: 'done', current_row: 12, percentage: 100, download_path: '/file-jobs/job-1/download' }), job({ job_id: 'job-2', filename: 'old-enriched.csv', status: 'failed', message: 'The wallet no longer holds what this enrichment costs. Add funds and upload the file again.' })],
        unit_price: '0.10',
      }),
      'GET /file-jobs/:job/download': () => ({ url: '/api/test-storage/result.csv', filename: 'contacts-enriched.csv', expires_in: 300 }),
    });
    // The browser follows the file's short-lived address as a download.
    const opened: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(`${this.getAttribute('href')} as ${this.download}`);
    });
    renderPage(<DataEnrichmentPage />, { user: DEMO.client() });
    fireEvent.click(await screen.findByRole('button', { name: 'Download contacts-enriched.csv' }));
    await waitFor(() => expect(opened).toEqual(['/api/test-storage/result.csv as contacts-enriched.csv']));
    expect(api.calls('GET /file-jobs/job-1/download')).toHaveLength(1);
    expect(screen.getByText('The wallet no longer holds what this enrichment costs. Add funds and upload the file again.')).toBeTruthy();
  });

  it('an agency’s staff choose the client whose data it is', async () => {
    const client = (id: string, name: string) => companyRow({ id, company_name: name, company_parent: ACME_ID, user_type: 'client' });
    const api = fakeApi({
      'GET /configuration/companies/:id/children': () => ({ current_page: 1, per_page: 100, total: 2, last_page: 1, from: 1, to: 2, data: [client(BAKERY_ID, "Bob's Bakery"), client('other-1', 'Corner Cafe')] }),
      'GET /data-enrichment/:company/jobs': () => ({ data: [], unit_price: '0.10' }),
    });
    renderPage(<DataEnrichmentPage />, { user: DEMO.agency() });
    await waitFor(() => expect(api.calls(`GET /data-enrichment/${BAKERY_ID}/jobs`)).toHaveLength(1));
    fireEvent.click(screen.getByLabelText('Client', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Corner Cafe' }));
    await waitFor(() => expect(api.calls('GET /data-enrichment/other-1/jobs')).toHaveLength(1));
  });
});
