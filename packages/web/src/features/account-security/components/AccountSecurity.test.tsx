// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CURRENT_PASSWORD_INVALID } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { refuse } from '../../../test/fake-api';
import { renderApp, type AppOptions } from '../../../test/render-app';
import { DEMO } from '../../../test/users';

/**
 * The account menu's Change Password and Two Factor Authentication dialogs, opened as Acme's client
 * (docs/product.md, Sign-in and sessions). The server's checks (the current password, the policy) are
 * tests/api/identity; turning a second step on and signing in with it are identity-two-factor.spec.
 */

const client = DEMO.client();
const OFF = { two_factor_auth: false, two_factor_auth_type: null };

async function openAccountItem(item: string, api: AppOptions['api'] = {}) {
  const view = renderApp('/siteid/dashboard', { user: client, api });
  fireEvent.click(await screen.findByRole('button', { name: `Account menu for ${client.name}` }));
  fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: item }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: item }) };
}
/** A field by its label's words (a required field's label ends in Mantine's asterisk). */
const field = (dialog: HTMLElement, name: string) => within(dialog).getByLabelText(new RegExp(`^${name}( \\*)?$`));
const type = (dialog: HTMLElement, name: string, value: string) => fireEvent.change(field(dialog, name), { target: { value } });

describe('Change Password', () => {
  it('the new password must be 12 characters or more and match its confirmation, and nothing is sent until it does', async () => {
    const { dialog, server } = await openAccountItem('Change Password', { 'POST /user/resetpassword': () => ({ result: 'success', message: 'ok' }) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Current password is required')).toBeTruthy();
    type(dialog, 'New password', 'short');
    type(dialog, 'Confirm new password', 'different');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use at least 12 characters.')).toBeTruthy();
    type(dialog, 'Current password', 'my password');
    type(dialog, 'New password', 'A brand new passphrase');
    type(dialog, 'Confirm new password', 'A brand new passphrase!');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The new password and its confirmation do not match.')).toBeTruthy();
    expect(server.calls('POST /user/resetpassword')).toHaveLength(0);
  });
});

describe('Two Factor Authentication', () => {
  it('a wrong current password is refused on the field when saving, and it stays off', async () => {
    const { dialog, server } = await openAccountItem('Two Factor Authentication', {
      'GET /setting/twofactorauth/:id': () => OFF,
      'PUT /setting/twofactorauth/:id': () => refuse(422, 'Confirm with your current password.', { currpassword: [CURRENT_PASSWORD_INVALID] }),
    });
    expect(await within(dialog).findByText('Two-factor authentication is off.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Email/ }));
    type(dialog, 'Current password', 'not my password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(CURRENT_PASSWORD_INVALID)).toBeTruthy();
    expect(within(dialog).getByText('Two-factor authentication is off.')).toBeTruthy();
    expect(server.calls('PUT /setting/twofactorauth/u-client')[0]?.body).toMatchObject({ two_factor_auth: true, two_factor_auth_type: 'email', currpassword: 'not my password' });
  });

  it('cancelling the authenticator setup returns to the choice of method and changes nothing', async () => {
    const { dialog, server } = await openAccountItem('Two Factor Authentication', {
      'GET /setting/twofactorauth/:id': () => OFF,
      'GET /setting/get-google-tfa/:id/:company': () => ({ secretKey: 'JBSWY3DPEHPK3PXP', qrCodeUrl: 'data:image/png;base64,iVBORw0KGgo=' }),
    });
    await within(dialog).findByText('Two-factor authentication is off.');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Google Authenticator/ }));
    type(dialog, 'Current password', 'my password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const setup = await screen.findByRole('dialog', { name: 'Google Authenticator' });
    fireEvent.click(await within(setup).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Google Authenticator' })).toBeNull());
    expect(within(screen.getByRole('dialog', { name: 'Two Factor Authentication' })).getByText('Two-factor authentication is off.')).toBeTruthy();
    expect(server.all().filter((call) => call.startsWith('PUT '))).toEqual([]);
  });
});
