// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DocumentEditor, type EditableDocument } from './DocumentEditor';

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false })) as typeof window.matchMedia;
  // jsdom has no font loading API; Mantine's autosizing textarea listens to it.
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined }, configurable: true });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

const docs: EditableDocument[] = [
  { key: 'privacy-policy', label: 'Privacy Policy', html: '<h1>Privacy</h1>', customised: false, updated_at: null },
  { key: 'term-of-use', label: 'Terms of Use', html: '<h1>Terms</h1>', customised: true, updated_at: '2026-11-20T10:00:00.000Z' },
];
const show = (p: { canSave?: boolean; onSave?: (key: string, html: string) => Promise<unknown> } = {}) =>
  render(
    <MantineProvider>
      <DocumentEditor title="Platform documents" description="d" documents={docs} placeholders={['platform_name', 'date']} canSave={p.canSave ?? true} saving={false} failure={null} onSave={p.onSave ?? vi.fn(() => Promise.resolve())} />
    </MantineProvider>,
  );
const text = () => screen.getByRole('textbox', { name: /Text \(HTML\)/ });

// The first render of Mantine on a busy 2-core machine can take several seconds.
describe('Editing a document: its text, a live preview and Save', { timeout: 30_000 }, () => {
  it('the preview follows the text as it is typed, sanitised as readers will see it', () => {
    show();
    fireEvent.change(text(), { target: { value: '<h2>Our promise</h2><script>x()</script>' } });
    const preview = screen.getByLabelText('Preview of Privacy Policy');
    expect(preview.querySelector('h2')?.textContent).toBe('Our promise');
    expect(preview.querySelector('script')).toBeNull();
  });

  it('Save sends the document and its text; the placeholders are listed to use', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    show({ onSave });
    expect(screen.getByText('{platform_name}')).toBeTruthy();
    fireEvent.change(text(), { target: { value: '<p>New {platform_name}</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('privacy-policy', '<p>New {platform_name}</p>'));
  });

  it('an empty text cannot be saved and says why', () => {
    const onSave = vi.fn(() => Promise.resolve());
    show({ onSave });
    fireEvent.change(text(), { target: { value: '  ' } });
    expect(screen.getByText('The document text is required')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a role without the settings right reads the text but cannot save it', () => {
    show({ canSave: false });
    expect((text() as HTMLTextAreaElement).readOnly).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
