// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import type { IntegrationCard as Card } from '@platform/core/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { integration, polyfillDom, renderAt } from '../render.test-support';
import { IntegrationCard } from './IntegrationCard';

beforeAll(polyfillDom);
afterEach(cleanup);

const card = (p: Partial<Card>): Card => ({ type: 'sendgrid', label: 'SendGrid', auth: 'apikey', available: true, connected: false, connections: [], ...p });
const show = (c: Card) => renderAt(<IntegrationCard card={c} />, '/integrations', '/integrations');
const cardOf = (label: string) => screen.getByRole('region', { name: label });

describe('Each integration shows whether it is connected, with Connect or Manage', () => {
  it('a provider not connected says so and offers Connect, to its new-connection page', () => {
    show(card({}));
    const c = cardOf('SendGrid');
    expect(within(c).getByText('Not connected')).toBeTruthy();
    expect(within(c).queryByText('Connected')).toBeNull();
    expect(within(c).getByRole('link', { name: 'Connect SendGrid' }).getAttribute('href')).toBe('/integrations/new?type=sendgrid');
    expect(within(c).queryByRole('link', { name: /Manage/ })).toBeNull();
  });

  it('a connected provider says Connected and offers Manage, to its own page', () => {
    show(card({ connected: true, connections: [integration({ id: 'sg-1', type: 'sendgrid', label: 'SendGrid', settings: {} })] }));
    const c = cardOf('SendGrid');
    expect(within(c).getByText('Connected')).toBeTruthy();
    expect(within(c).getByRole('link', { name: 'Manage SendGrid' }).getAttribute('href')).toBe('/integrations/sg-1');
    expect(within(c).queryByRole('link', { name: /Connect/ })).toBeNull();
  });

  it('the webhook card lists each endpoint with its status and Manage, and adds another', () => {
    show(
      card({
        type: 'webhook',
        label: 'Webhook',
        auth: 'webhook',
        connected: true,
        connections: [integration({ id: 'w-1', settings: { url: 'https://crm.example.com/in', description: 'CRM' } }), integration({ id: 'w-2', status: 'disabled', connected: false, settings: { url: 'https://old.example.com/hook' } })],
      }),
    );
    const endpoints = within(cardOf('Webhook')).getByRole('list', { name: 'Webhook endpoints' });
    const [crm, old] = within(endpoints).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(crm.textContent).toContain('CRM');
    expect(within(crm).getByRole('link', { name: 'Manage CRM' }).getAttribute('href')).toBe('/integrations/w-1');
    expect(old.textContent).toContain('https://old.example.com/hook');
    expect(within(old).getByText('Disabled')).toBeTruthy();
    expect(within(cardOf('Webhook')).getByRole('link', { name: 'Add webhook endpoint' }).getAttribute('href')).toBe('/integrations/new?type=webhook');
  });

  it('a provider the platform cannot connect yet shows Coming soon instead of Connect', () => {
    show(card({ type: 'kartra', label: 'Kartra', available: false }));
    expect(within(cardOf('Kartra')).getByText('Coming soon')).toBeTruthy();
    expect(within(cardOf('Kartra')).queryByRole('link', { name: /Connect/ })).toBeNull();
  });
});
