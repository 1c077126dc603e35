// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { UserApiAnswer } from '@platform/core/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { polyfillDom } from '../../integrations/render.test-support';
import { ApiKeyPanel } from './ApiKeyModal';

type Mutation = { mutate: ReturnType<typeof vi.fn>; isPending: boolean; isError: boolean; error: unknown };
const state = vi.hoisted(() => ({
  agreed: 'F' as 'T' | 'F',
  key: null as unknown,
  record: null as unknown as Mutation,
  generate: null as unknown as Mutation,
}));

vi.mock('../../../lib/auth/get-current-user', () => ({
  useCurrentUser: () => ({ id: 'u-1', company_id: 'acme', company_name: 'Acme Agency', user_type: 'userdownline', systemuser: 'F' }),
}));
// The agreement's text is the platform document the root edits; here its built-in text, as loaded.
vi.mock('../../../lib/documents/platform-document', async () => {
  const { DEFAULT_PLATFORM_DOCUMENTS } = await import('@platform/core/contracts');
  return { usePlatformDocument: () => ({ isPending: false, isError: false, isFetching: false, data: { html: DEFAULT_PLATFORM_DOCUMENTS['marketing-services-agreement-developer'] }, refetch: vi.fn() }) };
});
vi.mock('../api/developer-api', () => ({
  useDeveloperAgreement: () => ({ isError: false, data: { company_id: 'acme', status: state.agreed, agreements: [] } }),
  useUserApi: () => ({ isError: false, data: state.key }),
  useRecordDeveloperAgreement: () => state.record,
  useGenerateUserApi: () => state.generate,
}));

const mutation = (): Mutation => ({ mutate: vi.fn(), isPending: false, isError: false, error: null });
const key = (p: Partial<UserApiAnswer> = {}): UserApiAnswer => ({
  status: 'success',
  base_url: 'https://acme.example.test/api/v1/public',
  client_id: 'ck_0123456789abcdef0123456789abcdef',
  secret_key: 'sk_…wxyz',
  secret_shown_once: false,
  user: { id: 'u-1', name: 'Alice Acme' },
  scopes: ['campaigns:read', 'leads:read'],
  created_at: '2026-11-26T10:00:00.000Z',
  rotated_at: '2026-11-26T10:00:00.000Z',
  ...p,
});
const show = () => render(<MantineProvider><ApiKeyPanel /></MantineProvider>);

beforeAll(polyfillDom);
beforeEach(() => {
  state.agreed = 'F';
  state.key = key();
  state.record = mutation();
  state.generate = mutation();
});
afterEach(cleanup);

describe('The developer agreement comes first and must be ticked', () => {
  it('Agree without the tick says "Please click agree before you continue" and records nothing', async () => {
    show();
    expect(screen.getByRole('heading', { name: 'Marketing Services Agreement for Developer API' })).toBeTruthy();
    expect(screen.queryByText('Client ID')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(await screen.findByText('Please click agree before you continue')).toBeTruthy();
    expect(state.record.mutate).not.toHaveBeenCalled();
  });

  it('ticked, Agree records the agreement for the signed-in user', async () => {
    show();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Marketing Services Agreement for Developer API' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(state.record.mutate).toHaveBeenCalledWith({ user_id: 'u-1', company_id: 'acme', company_name: 'Acme Agency' }));
  });
});

describe('The secret key is hidden until shown, and in full only right after Generate', () => {
  it('a just-generated secret: hidden, then shown, then hidden again; it can be copied', () => {
    state.agreed = 'T';
    state.key = key({ secret_key: 'sk_THE-FULL-SECRET-abcd', secret_shown_once: true });
    show();
    const secret = screen.getByTestId('api-secret');
    expect(secret.textContent).not.toContain('sk_THE-FULL-SECRET-abcd');
    fireEvent.click(screen.getByRole('button', { name: 'Show secret key' }));
    expect(secret.textContent).toBe('sk_THE-FULL-SECRET-abcd');
    fireEvent.click(screen.getByRole('button', { name: 'Hide secret key' }));
    expect(secret.textContent).not.toContain('sk_THE-FULL-SECRET-abcd');
    expect(screen.getByRole('button', { name: 'Copy secret key' })).toBeTruthy();
    expect(screen.getByText('Copy the secret key now: it will not be shown again.')).toBeTruthy();
  });

  it('an older key shows only its masked form, with nothing to copy', () => {
    state.agreed = 'T';
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Show secret key' }));
    expect(screen.getByTestId('api-secret').textContent).toBe('sk_…wxyz');
    expect(screen.queryByRole('button', { name: 'Copy secret key' })).toBeNull();
  });
});

describe('Generate rotates the key, after a confirmation when one exists', () => {
  it('asks first, then generates with the ticked scopes', async () => {
    state.agreed = 'T';
    show();
    fireEvent.click(screen.getByRole('checkbox', { name: /\(usage:read\)/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(/The current secret key stops working at once/)).toBeTruthy();
    expect(state.generate.mutate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, generate' }));
    await waitFor(() => expect(state.generate.mutate).toHaveBeenCalledWith(['campaigns:read', 'leads:read', 'usage:read']));
  });

  it('without any scope ticked, nothing is generated', async () => {
    state.agreed = 'T';
    state.key = key({ client_id: null, secret_key: null, status: 'none', scopes: ['usage:read'] });
    show();
    fireEvent.click(screen.getByRole('checkbox', { name: /\(usage:read\)/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Choose at least one scope.')).toBeTruthy();
    expect(state.generate.mutate).not.toHaveBeenCalled();
  });
});

describe('API key errors show an alert titled Error with the server message', () => {
  it('a refused Generate', () => {
    state.agreed = 'T';
    state.generate = { ...mutation(), isError: true, error: new ApiError(403, 'API mode is not enabled for this company. Please contact your administrator.') };
    show();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('API mode is not enabled for this company. Please contact your administrator.');
  });
});

describe('The endpoint URL, the documentation and the state and city list', () => {
  it('the documentation link opens /api/v1/docs in a new tab', () => {
    state.agreed = 'T';
    show();
    const link = screen.getByRole('link', { name: /API documentation/ });
    expect(link.getAttribute('href')).toBe('/api/v1/docs');
    expect(link.getAttribute('target')).toBe('_blank');
    expect((screen.getByRole('textbox', { name: 'API endpoint URL' }) as HTMLInputElement).value).toBe('https://acme.example.test/api/v1/public');
    expect(screen.getByRole('button', { name: 'Download states and cities' })).toBeTruthy();
  });
});
