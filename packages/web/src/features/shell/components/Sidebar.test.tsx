// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_PLATFORM_DOCUMENTS } from '@platform/core/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ctx } from '../../../lib/access/guard-fixture.test-support';
import { polyfillDom } from '../../integrations/render.test-support';
import { Sidebar } from './Sidebar';

vi.mock('../../../lib/branding/brand-context', () => ({
  useBrand: () => ({ name: 'Acme Agency', logo: null, boxColor: null, textColor: null, linkColor: null, templateColor: null, sidebarColor: null, font: null }),
}));
vi.mock('../../../lib/documents/platform-document', () => ({
  usePlatformDocument: () => ({ isPending: false, isError: false, isFetching: false, data: { html: DEFAULT_PLATFORM_DOCUMENTS['help-and-support'] }, refetch: vi.fn() }),
}));

beforeAll(polyfillDom);
afterEach(cleanup);

const show = (c: Parameters<typeof Sidebar>[0]['ctx']) =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <Sidebar ctx={c} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('The Support link: agency users on an agency-platform root', { timeout: 30_000 }, () => {
  it("an agency's owner on its own platform has Support, which opens the help dialog with its picture and the platform's help text", async () => {
    show(ctx());
    fireEvent.click(screen.getByRole('button', { name: 'Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help and Support' });
    expect(dialog.querySelector('svg[role="img"]')).toBeTruthy();
    expect(screen.getByText(/is here to help you set up your platform/)).toBeTruthy();
  });

  it.each([
    ['a client', ctx({ user_type: 'client' })],
    ['an agency user on the platform’s own domain', ctx({}, {}, { domain: { rootcomp: 'T', agencyplatformroot: 'F', masteridsys: 'root' } })],
    ['a system user, even on an agency domain', ctx({ systemuser: 'T', rootcomp: 'T' })],
  ])('%s has no Support link', (_name, c) => {
    show(c);
    expect(screen.queryByRole('button', { name: 'Support' })).toBeNull();
  });
});
