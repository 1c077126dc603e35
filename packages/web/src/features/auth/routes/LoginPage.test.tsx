// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SIGN_IN_FAILED_MESSAGE, type TokenResponse } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { refuse } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { DEMO, setupCheck } from '../../../test/users';

/** The sign-in page on Acme's address, through the app's routes: a visitor, then whoever signs in. */
const TOKENS: TokenResponse = { access_token: 'signed-in-access', refresh_token: 'signed-in-refresh', expires_in: 3600, token_type: 'Bearer' };
const signedInAs = (login: (body: unknown) => unknown = () => TOKENS) => ({
  'POST /login': ({ body }: { body: unknown }) => login(body),
  'GET /user': () => DEMO.agency(),
  'GET /user/checksetupcomplete/:id': () => setupCheck(),
});

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
// A required field's label ends in Mantine's asterisk.
const passwordField = () => screen.getByLabelText(/^Password( \*)?$/) as HTMLInputElement;
const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

async function openSignIn(api = signedInAs()) {
  const view = renderApp('/login', { user: null, api });
  await screen.findByRole('button', { name: 'Sign in' });
  return view;
}

describe('The sign-in form', () => {
  it('marks both fields as required and says what is missing, sending nothing', async () => {
    const { router, server } = await openSignIn();
    expect(emailField().hasAttribute('required')).toBe(true);
    expect(passwordField().hasAttribute('required')).toBe(true);
    fireEvent.click(signInButton());
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(server.calls('POST /login')).toHaveLength(0);
  });

  it('lowercases the e-mail as it is typed, so capitals still sign in', async () => {
    const { router, server } = await openSignIn();
    fireEvent.change(emailField(), { target: { value: 'Agency@Demo.TEST' } });
    expect((emailField() as HTMLInputElement).value).toBe('agency@demo.test');
    fireEvent.change(passwordField(), { target: { value: 'Demo!2345' } });
    fireEvent.click(signInButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/siteid/dashboard'));
    expect(server.calls('POST /login')[0]?.body).toMatchObject({ username: 'agency@demo.test', password: 'Demo!2345' });
  });

  it('shows the server’s message for wrong credentials and keeps the user on the page', async () => {
    const { router } = await openSignIn(signedInAs(() => refuse(401, SIGN_IN_FAILED_MESSAGE)));
    fireEvent.change(emailField(), { target: { value: 'agency@demo.test' } });
    fireEvent.change(passwordField(), { target: { value: 'not-the-password' } });
    fireEvent.click(signInButton());
    expect((await screen.findByRole('alert')).textContent).toContain(SIGN_IN_FAILED_MESSAGE);
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });

  it('shows that it is working while the sign-in is on its way', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { router } = await openSignIn(signedInAs(() => held.then(() => TOKENS)));
    fireEvent.change(emailField(), { target: { value: 'agency@demo.test' } });
    fireEvent.change(passwordField(), { target: { value: 'Demo!2345' } });
    fireEvent.click(signInButton());
    await waitFor(() => expect(signInButton().getAttribute('data-loading')).toBe('true'));
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/siteid/dashboard'));
  });
});

describe('A visitor and a signed-in user on the sign-in page', () => {
  it('a visitor opening / or a signed-in page is sent to /login', async () => {
    const first = renderApp('/', { user: null });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    first.unmount();
    const second = renderApp('/configuration/client-management', { user: null });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/login'));
  });

  it('a signed-in user opening /login is sent to their landing page', async () => {
    const { router } = renderApp('/login', { user: DEMO.root() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/configuration/agency-list'));
  });
});
