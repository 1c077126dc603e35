// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { couponListSchema } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, refuse } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { DEMO } from '../../../test/users';
import { CouponListPage } from './CouponListPage';

const COUPONS = couponListSchema.parse({
  data: [
    { code: 'WELCOME50', discount_type: 'percent', percent_off: 50, amount_off: null, expires_on: null, active: 'T', status: 'active', redemptions: 12 },
    { code: 'SPRING25', discount_type: 'amount', amount_off: '25.00', percent_off: null, expires_on: '2026-05-31', active: 'T', status: 'expired', redemptions: 3 },
    { code: 'OLDCODE', discount_type: 'percent', percent_off: 10, amount_off: null, expires_on: null, active: 'F', status: 'inactive', redemptions: 0 },
  ],
});

function platform() {
  return fakeApi({
    'GET /configuration/coupons': () => COUPONS,
    'POST /configuration/coupons': ({ body }) =>
      (body as { code: string }).code === 'WELCOME50' ? refuse(409, 'A coupon with this code already exists.', { code: ['A coupon with this code already exists.'] }) : { result: 'success', message: 'The coupon has been created.', data: { ...COUPONS.data[0], ...(body as object) } },
    'PUT /configuration/coupons/:code': ({ params, body }) => ({ result: 'success', message: 'The coupon has been saved.', data: { ...COUPONS.data[0], code: params.code, ...(body as object), status: 'inactive' } }),
  });
}

const open = () => renderPage(<CouponListPage />, { user: DEMO.root(), path: '/configuration/coupons' });
const rowOf = async (code: string) => (await within(await screen.findByRole('table', { name: 'Coupons' })).findByText(code)).closest('tr')!;

describe('Coupons: the root sees every coupon with its discount, last day and status', () => {
  it('lists active, expired and inactive coupons; only active ones offer Deactivate', async () => {
    platform();
    open();
    const welcome = await rowOf('WELCOME50');
    expect(within(welcome).getByText('50% off')).toBeTruthy();
    expect(within(welcome).getByText('No end')).toBeTruthy();
    expect(within(welcome).getByText('Active')).toBeTruthy();
    const spring = await rowOf('SPRING25');
    expect(within(spring).getByText('$25.00 off')).toBeTruthy();
    expect(within(spring).getByText('Expired')).toBeTruthy();
    expect(within(await rowOf('OLDCODE')).queryByRole('button', { name: 'Deactivate OLDCODE' })).toBeNull();
  });
});

describe('Coupons: how many times each was used', () => {
  it('the Times used column shows each coupon’s redemptions, none as 0', async () => {
    platform();
    open();
    const table = await screen.findByRole('table', { name: 'Coupons' });
    expect(within(table).getByRole('columnheader', { name: 'Times used' })).toBeTruthy();
    const used = async (code: string) => {
      const cells = within(await rowOf(code)).getAllByRole('cell');
      const column = within(table).getAllByRole('columnheader').findIndex((h) => h.textContent === 'Times used');
      return cells[column]?.textContent;
    };
    expect(await used('WELCOME50')).toBe('12');
    expect(await used('SPRING25')).toBe('3');
    expect(await used('OLDCODE')).toBe('0');
  });
});

describe('Coupons: adding one', () => {
  it('an amount off with a last day is sent as entered, the code in capitals', async () => {
    const api = platform();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Coupon' }));
    const add = await screen.findByRole('dialog', { name: 'Add Coupon' });
    fireEvent.change(within(add).getByRole('textbox', { name: /^Code/ }), { target: { value: 'fall-20' } });
    fireEvent.click(within(add).getByText('Amount'));
    fireEvent.change(await within(add).findByRole('textbox', { name: /^Amount off/ }), { target: { value: '20' } });
    fireEvent.change(within(add).getByLabelText(/^Last day/), { target: { value: '2026-12-31' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST /configuration/coupons')).toHaveLength(1));
    expect(api.calls('POST /configuration/coupons')[0]?.body).toEqual({ code: 'FALL-20', discount_type: 'amount', amount_off: '20', percent_off: '', expires_on: '2026-12-31', active: 'T' });
  });

  it('a percentage over 100 is refused before sending', async () => {
    const api = platform();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Coupon' }));
    const add = await screen.findByRole('dialog', { name: 'Add Coupon' });
    fireEvent.change(within(add).getByRole('textbox', { name: /^Code/ }), { target: { value: 'TOOMUCH' } });
    fireEvent.change(within(add).getByRole('textbox', { name: /^Percent off/ }), { target: { value: '150' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    expect(await within(add).findByText('The percentage must be a whole number from 1 to 100.')).toBeTruthy();
    expect(api.calls('POST /configuration/coupons')).toHaveLength(0);
  });

  it('a code that exists shows the API’s message on the code', async () => {
    platform();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Coupon' }));
    const add = await screen.findByRole('dialog', { name: 'Add Coupon' });
    fireEvent.change(within(add).getByRole('textbox', { name: /^Code/ }), { target: { value: 'WELCOME50' } });
    fireEvent.change(within(add).getByRole('textbox', { name: /^Percent off/ }), { target: { value: '5' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    expect(await within(add).findByText('A coupon with this code already exists.')).toBeTruthy();
  });
});

describe('Coupons: deactivating one keeps it and its terms', () => {
  it('Deactivate asks first, then sends the same terms with active F', async () => {
    const api = platform();
    open();
    fireEvent.click(within(await rowOf('WELCOME50')).getByRole('button', { name: 'Deactivate WELCOME50' }));
    const ask = await screen.findByRole('dialog', { name: 'Deactivate coupon' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.calls('PUT /configuration/coupons/WELCOME50')).toHaveLength(1));
    expect(api.calls('PUT /configuration/coupons/WELCOME50')[0]).toMatchObject({ params: { code: 'WELCOME50' }, body: { discount_type: 'percent', percent_off: 50, expires_on: null, active: 'F' } });
  });
});
