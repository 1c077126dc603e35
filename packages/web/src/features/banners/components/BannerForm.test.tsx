// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newBannerForm, type BannerFormValues } from '../banner-form';
import { BannerForm, type PictureChoice } from './BannerForm';

// Two cores shared by several engineers' runs: a first render with Mantine can take seconds.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => {
  configure({ asyncUtilTimeout: 5_000 });
  // jsdom has neither: Mantine asks matchMedia for the colour scheme, and its popovers observe their size.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false })) as typeof window.matchMedia;
  URL.createObjectURL ??= () => 'blob:picture';
  URL.revokeObjectURL ??= () => undefined;
});
afterEach(cleanup);

const CLIENTS = [{ value: 'bakery', label: "Bob's Bakery" }];

function show(initial: Partial<BannerFormValues> = {}) {
  const onSave = vi.fn<(values: BannerFormValues, picture: PictureChoice) => Promise<void>>(async () => undefined);
  render(
    <MantineProvider>
      <BannerForm initial={{ ...newBannerForm({ sidebar_bgcolor: '#7c2d12', link_color: '#c2410c' }, 'bakery'), ...initial }} initialPicture={{ kind: 'none' }} clients={CLIENTS} clientLocked={false} saveLabel="Save banner" onSave={onSave} />
    </MantineProvider>,
  );
  return onSave;
}
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const preview = () => screen.getByTestId('banner-preview');

describe('Create Banner: the preview follows what is typed', () => {
  it('shows the headline, text and button as they are typed', () => {
    show();
    type(/Headline/, 'Fresh bread every morning');
    type(/^Text/, 'Baked before sunrise');
    type(/Call to action/, 'Order now');
    expect(preview().textContent).toContain('Fresh bread every morning');
    expect(preview().textContent).toContain('Baked before sunrise');
    expect(preview().textContent).toContain('Order now');
  });

  it('is drawn at the chosen size (scaled to fit), in the agency’s colours by default', () => {
    show({ size: '728x90' });
    const frame = preview().firstElementChild?.firstElementChild as HTMLElement;
    expect([frame.style.width, frame.style.height]).toEqual(['728px', '90px']);
    expect(frame.style.backgroundColor).toBe('rgb(124, 45, 18)');
    expect(preview().style.width).toBe('520px');
  });
});

describe('Create Banner: what Save refuses', () => {
  it('a missing headline and a target that is not a web address are named on their fields, and nothing is saved', async () => {
    const onSave = show({ name: 'Spring', headline: '', target_url: 'javascript:alert(1)' });
    fireEvent.click(screen.getByRole('button', { name: 'Save banner' }));
    expect(await screen.findByText('Write a headline')).toBeTruthy();
    expect(screen.getByText('Enter a web address starting with https:// or http://')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('counts down the characters left of the headline', () => {
    show();
    type(/Headline/, 'Twelve chars');
    expect(screen.getByText('48 characters left')).toBeTruthy();
  });

  it('a picture must be a PNG, JPEG or GIF of at most 2 MB', () => {
    const { container } = { container: document.body };
    show();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    expect(screen.getByRole('alert').textContent).toBe('Choose a PNG, JPEG or GIF picture.');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(2_000_001)], 'big.png', { type: 'image/png' })] } });
    expect(screen.getByRole('alert').textContent).toBe('The picture may be at most 2 MB.');
  });

  it('a complete design is saved with its picture', async () => {
    const onSave = show({ name: 'Spring', headline: 'Fresh bread', target_url: 'https://bakery.example/' });
    const input = document.body.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(10)], 'logo.png', { type: 'image/png' })] } });
    expect(screen.getByRole('img', { name: /picture/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save banner' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [values, picture] = onSave.mock.calls[0]!;
    expect(values).toMatchObject({ company_id: 'bakery', name: 'Spring', size: '300x250', headline: 'Fresh bread', target_url: 'https://bakery.example/' });
    expect(picture).toMatchObject({ kind: 'new', contentType: 'image/png' });
  });
});
