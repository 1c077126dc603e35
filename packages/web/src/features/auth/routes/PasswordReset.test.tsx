// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

/**
 * Forgot password and the reset link's pages, as a visitor on Acme's address meets them (docs/product.md,
 * Sign-in and sessions). That the answer is the same for an unknown e-mail, and which links are
 * invalid, expired or used, is the server's (tests/api/identity/password.test.ts); the journey from the
 * e-mail's link to signing in with the new password is identity-password.spec.
 */

const FORGOT_ANSWER = 'If an account exists for that e-mail, we have sent a link to reset the password.';
/** A request the network never delivers, as a dropped connection fails a fetch. */
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

async function askForLink(email: string, answer: () => unknown) {
  const view = renderApp('/login?forgot=1', { user: null, api: { 'POST /forgetpass': answer } });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  return view;
}

describe('Forgot password', () => {
  it('shows the server’s answer, whatever the e-mail, and sends the address the user is on', async () => {
    const { server } = await askForLink('nobody@example.test', () => ({ result: 'success', message: FORGOT_ANSWER }));
    expect(await screen.findByText(FORGOT_ANSWER)).toBeTruthy();
    expect(server.calls('POST /forgetpass')[0]?.body).toMatchObject({ email: 'nobody@example.test', domainName: window.location.hostname });
  });

  it('when the request fails, the fallback message is shown', async () => {
    await askForLink('someone@example.test', unreachable);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Something went wrong. Please try again later.'));
    expect(screen.queryByText(FORGOT_ANSWER)).toBeNull();
  });
});

describe('A reset link that cannot be used', () => {
  it('a link whose check cannot be made counts as invalid', async () => {
    const { router } = renderApp('/set-new-password/some-token?email=someone%40example.test', { user: null, api: { 'POST /verify-reset-token': unreachable } });
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/reset-password-invalid?reason=invalid'));
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
  });

  it('a link the server calls expired is explained as expired, with a way to ask for a new one', async () => {
    const { router } = renderApp('/set-new-password/old-token?email=someone%40example.test', {
      user: null,
      api: { 'POST /verify-reset-token': () => ({ valid: false, reason: 'expired' }) },
    });
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(router.state.location.search).toBe('?reason=expired');
    expect(screen.getByText(/works for one hour/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });
});
