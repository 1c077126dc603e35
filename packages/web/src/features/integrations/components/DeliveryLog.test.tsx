// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY, polyfillDom, renderAt } from '../render.test-support';
import type { DeliveryRow } from '../api/deliveries';
import { DeliveryLog } from './DeliveryLog';

const api = vi.hoisted(() => ({ apiRequest: vi.fn<(path: string, request?: { method?: string; query?: Record<string, string> }) => Promise<unknown>>() }));
vi.mock('../../../lib/api/client', () => api);
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

// Whole pages render here, on a machine several test runs share.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(polyfillDom);
beforeEach(() => api.apiRequest.mockReset());
afterEach(cleanup);

const row = (p: Partial<DeliveryRow>): DeliveryRow => ({ id: 'lead-1', status: 'delivered', at: '2026-11-25T15:00:00.000Z', lead: 'ann@example.com', test: false, attempts: 1, ...p });
const ROWS = [
  row({ id: 'd-ok', lead: 'ann@example.com', latencyMs: 182, httpStatus: 200, detail: 'OK' }),
  row({ id: 'd-bad', status: 'failed', lead: 'bo@example.com', latencyMs: 10_012, httpStatus: 500, detail: 'Internal Server Error', attempts: 10 }),
  row({ id: 'd-wait', status: 'pending', lead: 'cy@example.com', attempts: 2, detail: 'Timed out' }),
  row({ id: 'd-test', lead: 'test@example.com', test: true, latencyMs: 40, httpStatus: 204 }),
];
const LOG = `/integrations/${COMPANY}/w-1/deliveries`;

function serve(pages: Record<string, { rows: DeliveryRow[]; next: string | null }>) {
  api.apiRequest.mockImplementation((path, request) => {
    if (request?.method === 'POST') return Promise.resolve({ result: 'success', message: 'The delivery will be tried again now.' });
    return Promise.resolve(pages[`${path}?${new URLSearchParams(request?.query).toString()}`] ?? { rows: [], next: null });
  });
}

const show = () => renderAt(<DeliveryLog company={COMPANY} integrationId="w-1" />, '/integrations/:id', '/integrations/w-1');
const bodyRows = async () => (await within(await screen.findByRole('table', { name: 'Delivery log' })).findAllByRole('row')).slice(1);

describe('The delivery log shows each delivery, and Replay only for failed ones', () => {
  it('status, provider answer, latency and attempts per row; Replay on the failed row alone, which replays it', async () => {
    serve({ [`${LOG}?`]: { rows: ROWS, next: null } });
    show();
    await screen.findByText('ann@example.com');
    const [ok, bad, wait, tested] = (await bodyRows()) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(ok).getByText('Delivered')).toBeTruthy();
    expect(ok.textContent).toContain('200 · OK');
    expect(ok.textContent).toContain('182 ms');
    expect(within(bad).getByText('Failed')).toBeTruthy();
    expect(bad.textContent).toContain('500 · Internal Server Error');
    expect(bad.textContent).toContain('(10 attempts)');
    expect(within(wait).getByText('Pending')).toBeTruthy();
    expect(tested.textContent).toContain('test@example.com (test)');

    expect(screen.getAllByRole('button', { name: /^Replay/ })).toHaveLength(1);
    expect(within(ok).queryByRole('button', { name: /Replay/ })).toBeNull();
    expect(within(wait).queryByRole('button', { name: /Replay/ })).toBeNull();
    fireEvent.click(within(bad).getByRole('button', { name: 'Replay delivery of bo@example.com' }));
    await waitFor(() => expect(api.apiRequest).toHaveBeenCalledWith(`${LOG}/d-bad/replay`, expect.objectContaining({ method: 'POST' })));
  });

  it('pages older with the API’s cursor and back to newer', async () => {
    serve({
      [`${LOG}?`]: { rows: [row({ id: 'a', lead: 'newest@example.com' })], next: 'c2' },
      [`${LOG}?cursor=c2`]: { rows: [row({ id: 'b', lead: 'older@example.com' })], next: null },
    });
    show();
    await screen.findByText('newest@example.com');
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('older@example.com');
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    await screen.findByText('newest@example.com');
  });

  it('an empty log says so', async () => {
    serve({});
    show();
    expect(await screen.findByText('No deliveries yet')).toBeTruthy();
  });
});
