// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReferralAnswer } from '@platform/core/contracts';
import { polyfillDom } from '../../../test/render';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { referralQueryOptions } from '../api/referral';
import { ReferralLinkSection } from './ReferralLinkSection';

beforeAll(polyfillDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The section with the API's answer already in the cache (no request is made to read it). */
function show(answer: ReferralAnswer, canCreate = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(referralQueryOptions('agency-1').queryKey, answer);
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <ReferralLinkSection companyId="agency-1" canCreate={canCreate} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('The agency’s referral link section', () => {
  it('shows the link to copy when the agency has one, and no Create button', () => {
    show({ code: 'acme-k3v9', link: 'http://localhost/agency-register/acme-k3v9' });
    expect(screen.getByRole('textbox', { name: 'Your referral link' })).toHaveProperty('value', 'http://localhost/agency-register/acme-k3v9');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create referral link' })).toBeNull();
  });

  it('Create asks the API for a link and shows the one it answers', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 'acme-k3v9', link: 'http://localhost/agency-register/acme-k3v9' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    show({ code: null, link: null });
    fireEvent.click(screen.getByRole('button', { name: 'Create referral link' }));
    expect(await screen.findByRole('textbox', { name: 'Your referral link' })).toHaveProperty('value', 'http://localhost/agency-register/acme-k3v9');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toMatch(/\/api\/referral\/agency-1$/);
    expect(init.method).toBe('POST');
  });

  it('a user who may not create one is told who can, without a button', () => {
    show({ code: null, link: null }, false);
    expect(screen.queryByRole('button', { name: 'Create referral link' })).toBeNull();
    expect(screen.getByText('Your agency has no referral link yet. Its owner or an administrator can create one.')).toBeTruthy();
  });
});
