import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toasts = vi.hoisted(() => ({ show: vi.fn((_toast: object) => 'toast'), update: vi.fn((_toast: object) => undefined) }));
vi.mock('@mantine/notifications', () => ({ notifications: toasts }));

import { en } from '../i18n/dictionaries/en';
import { translator } from '../i18n/translate';
import { downloadFile } from './download-file';
import { fileNameFromDisposition } from './file-name';

describe('the file name the server gives (Content-Disposition)', () => {
  it('reads a quoted name, as the API sends it', () => {
    expect(fileNameFromDisposition('attachment; filename="user-logs-globex-agency.csv"')).toBe('user-logs-globex-agency.csv');
    expect(fileNameFromDisposition('attachment;filename="a b.csv"')).toBe('a b.csv');
    expect(fileNameFromDisposition('attachment; filename="say \\"hi\\".txt"')).toBe('say "hi".txt');
  });

  it('reads a bare name and any letter case', () => {
    expect(fileNameFromDisposition('attachment; FileName=report.csv; size=10')).toBe('report.csv');
  });

  it('prefers the UTF-8 name when both are given', () => {
    expect(fileNameFromDisposition(`attachment; filename="Caf_.csv"; filename*=UTF-8''Caf%C3%A9.csv`)).toBe('Café.csv');
    // A broken encoding falls back to the plain name.
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="plain.csv"`)).toBe('plain.csv');
  });

  it('keeps only the last path segment, so a name cannot point at a folder', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment; filename="C:\\\\temp\\\\x.csv"')).toBe('x.csv');
  });

  it('gives nothing when no usable name is there', () => {
    for (const header of [null, undefined, '', 'attachment', 'inline; filename=""', 'attachment; filename="../"', 'attachment; name="x.csv"']) {
      expect(fileNameFromDisposition(header)).toBeNull();
    }
  });
});

describe('the download helper', () => {
  const t = translator(en);
  let saved: { href: string; download: string }[];

  beforeEach(() => {
    saved = [];
    toasts.show.mockClear();
    toasts.update.mockClear();
    // Node has no document: a link that records what a click would save.
    vi.stubGlobal('document', {
      createElement: () => {
        const link = { href: '', download: '', rel: '', click: () => saved.push({ href: link.href, download: link.download }), remove: () => undefined };
        return link;
      },
      body: { append: () => undefined },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const lastToast = () => toasts.update.mock.calls.at(-1)?.[0] as { message: string; color: string } | undefined;

  it('saves under the server’s name when it gives one', async () => {
    const fetchFile = vi.fn(async () => ({ blob: new Blob(['a,b']), contentDisposition: 'attachment; filename="user-logs-acme-agency.csv"' }));
    await expect(downloadFile('/configuration/user-logs/1/download', 'user-logs.csv', t, fetchFile)).resolves.toBe(true);
    expect(fetchFile).toHaveBeenCalledWith('/configuration/user-logs/1/download');
    expect(saved).toEqual([{ href: 'blob:file', download: 'user-logs-acme-agency.csv' }]);
    expect(toasts.show.mock.calls[0]?.[0]).toMatchObject({ message: 'Preparing your download', loading: true });
    expect(lastToast()).toMatchObject({ message: 'Your file has been downloaded.', color: 'green', autoClose: 3000 });
  });

  it('saves under the caller’s name when the server gives none', async () => {
    await downloadFile('/x', 'user-logs.csv', t, async () => ({ blob: new Blob(['a']), contentDisposition: null }));
    await downloadFile('/x', 'agreement.html', t, async () => ({ blob: new Blob(['a']), contentDisposition: 'attachment' }));
    expect(saved.map((s) => s.download)).toEqual(['user-logs.csv', 'agreement.html']);
  });

  it('says so and saves nothing when the file cannot be fetched', async () => {
    await expect(downloadFile('/x', 'x.csv', t, () => Promise.reject(new Error('offline')))).resolves.toBe(false);
    expect(saved).toEqual([]);
    expect(lastToast()).toMatchObject({ message: 'There was an error downloading file.', color: 'red' });
  });
});
