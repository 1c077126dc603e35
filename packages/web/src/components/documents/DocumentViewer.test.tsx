// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DocumentViewer } from './DocumentViewer';
import { sanitizeDocument } from './sanitize-document';

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false })) as typeof window.matchMedia;
});
afterEach(cleanup);

type Query = Parameters<typeof DocumentViewer>[0]['query'];
const query = (p: Partial<Query>): Query => ({ isPending: false, isError: false, isFetching: false, data: undefined, refetch: vi.fn(), ...p }) as Query;
const show = (q: Query) => render(<MantineProvider><DocumentViewer query={q} /></MantineProvider>);

describe('The document viewer: loading, error, loaded', { timeout: 30_000 }, () => {
  it('while the document loads, says so and shows no text yet', () => {
    show(query({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Loading document' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('when it cannot be had, shows Document Not Available, and Try Again asks once more', () => {
    const refetch = vi.fn();
    show(query({ isError: true, refetch }));
    expect(screen.getByRole('heading', { name: 'Document Not Available' })).toBeTruthy();
    expect(screen.getByText('The document you are trying to access may be missing or temporarily unavailable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('once loaded, shows the document with its markup, and nothing that could run', () => {
    show(query({ data: { html: '<h1>Terms</h1><p onclick="steal()">Read <a href="javascript:alert(1)">this</a></p><script>window.hacked = true</script><img src=x onerror="window.hacked = true">' } }));
    expect(screen.getByRole('heading', { name: 'Terms' })).toBeTruthy();
    expect(screen.getByText('this').getAttribute('href')).toBeNull();
    expect(document.querySelector('script, img, [onclick]')).toBeNull();
  });
});

describe('Document HTML is sanitised in the browser with the server’s allow-list', () => {
  it.each([
    ['keeps headings, lists, tables and https links', '<h2>A</h2><ul><li>b</li></ul><table><tbody><tr><td colspan="2">c</td></tr></tbody></table><a href="https://example.com">d</a>', '<h2>A</h2><ul><li>b</li></ul><table><tbody><tr><td colspan="2">c</td></tr></tbody></table><a href="https://example.com">d</a>'],
    ['drops scripts, styles and frames', '<p>a</p><script>x()</script><style>p{}</style><iframe src="https://evil.test"></iframe>', '<p>a</p>'],
    ['drops event handlers and javascript: links', '<a href="javascript:x()" onmouseover="y()">a</a>', '<a>a</a>'],
  ])('%s', (_name, input, output) => {
    expect(sanitizeDocument(input)).toBe(output);
  });
});
