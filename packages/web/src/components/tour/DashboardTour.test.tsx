// @vitest-environment jsdom
import { TOUR_DEFAULTS } from '@platform/core/contracts';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { DEMO } from '../../test/users';
import { DashboardTour } from './DashboardTour';

beforeAll(() => {
  // jsdom draws nothing: the tour scrolls its element into view.
  Element.prototype.scrollIntoView = () => undefined;
});

/** The dashboard's parts the tour points at, as the shell and the page draw them. */
function Dashboard({ user }: { user: Parameters<typeof DashboardTour>[0]['user'] }) {
  return (
    <div>
      <nav data-tour="sidebar">Menu</nav>
      <section data-tour="dashboard-figures">Leads today 4</section>
      <button type="button" data-tour="profile-menu">Alice</button>
      <DashboardTour user={user} />
    </div>
  );
}

const popover = () => document.querySelector('.driver-popover');
const button = (name: string) => Array.from(document.querySelectorAll<HTMLButtonElement>('.driver-popover button')).find((b) => b.textContent?.trim() === name);

/**
 * Renders the dashboard with the clock's timeouts faked, then moves that clock past the tour's start
 * delay (and a second more): a tour that was going to start on its own has started by then.
 */
async function renderPastStartDelay(...args: Parameters<typeof renderPage>) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  renderPage(...args);
  await act(() => vi.advanceTimersByTimeAsync(TOUR_DEFAULTS.startDelayMs + 1000));
}

afterEach(() => vi.useRealTimers());

function platform() {
  return fakeApi({ 'PUT /user/tours': ({ body }) => ({ result: 'success', tours_done: [(body as { tour: string }).tour] }) });
}

describe('Dashboard tour: shown on a first visit with the spec’s buttons', () => {
  it('starts on its own, moves with Next and Previous, and Skip tour ends it and remembers it', async () => {
    const api = platform();
    renderPage(<Dashboard user={DEMO.agency({ tours_done: [] })} />, { path: '/local/dashboard' });
    await waitFor(() => expect(popover()?.textContent).toContain('Your menu'), { timeout: 3000 });
    expect(button('Skip tour')).toBeTruthy();
    fireEvent.click(button('Next')!);
    await waitFor(() => expect(popover()?.textContent).toContain('Your leads at a glance'));
    fireEvent.click(button('Previous')!);
    await waitFor(() => expect(popover()?.textContent).toContain('Your menu'));
    fireEvent.click(button('Skip tour')!);
    await waitFor(() => expect(popover()).toBeNull());
    await waitFor(() => expect(api.calls('PUT /user/tours')).toEqual([{ params: {}, query: {}, body: { tour: 'dashboard' } }]));
  });

  it('the last step says Finish; Escape stops it too', async () => {
    const api = platform();
    renderPage(<Dashboard user={DEMO.agency({ tours_done: [] })} />, { path: '/local/dashboard' });
    await waitFor(() => expect(popover()).toBeTruthy(), { timeout: 3000 });
    fireEvent.click(button('Next')!);
    fireEvent.click(button('Next')!);
    await waitFor(() => expect(popover()?.textContent).toContain('Your account'));
    expect(button('Finish')).toBeTruthy();
    expect(button('Skip tour')).toBeUndefined();
    fireEvent.keyUp(window, { key: 'Escape' });
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(popover()).toBeNull());
    await waitFor(() => expect(api.calls('PUT /user/tours')).toHaveLength(1));
  });
});

describe('Dashboard tour: not again once done, unless asked', () => {
  it('a user who finished it does not see it on their own', async () => {
    platform();
    await renderPastStartDelay(<Dashboard user={DEMO.agency({ tours_done: ['dashboard'] })} />, { path: '/local/dashboard' });
    expect(popover()).toBeNull();
  });

  it('?tour=dashboard (the Help menu) starts it again', async () => {
    platform();
    renderPage(<Dashboard user={DEMO.agency({ tours_done: ['dashboard'] })} />, { path: '/local/dashboard', entry: '/local/dashboard?tour=dashboard' });
    await waitFor(() => expect(popover()?.textContent).toContain('Your menu'), { timeout: 3000 });
  });

  it('in view mode it is not started (the viewed person’s first visit is theirs)', async () => {
    platform();
    await renderPastStartDelay(<Dashboard user={DEMO.agency({ tours_done: [], isViewMode: true })} />, { path: '/local/dashboard' });
    expect(popover()).toBeNull();
  });
});
