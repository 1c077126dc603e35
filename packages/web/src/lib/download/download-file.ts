import { notifications } from '@mantine/notifications';
import { apiFile, type ApiFile } from '../api/client';
import type { Translate } from '../i18n/translate';
import { fileNameFromDisposition } from './file-name';

/** Success toast lasts 3 seconds (docs/product.md, Inputs and formats). */
export const DOWNLOAD_SUCCESS_MS = 3000;

/** Saves a Blob under a file name, as a click on a download link would. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download can be cut off.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The download helper (docs/product.md, Inputs and formats): fetches an API path as a file and saves it under
 * the name the server gives (Content-Disposition), or the caller's name when it gives none, with a
 * "preparing" toast, then success (3 s) or "There was an error downloading file.". Resolves true when the
 * file was saved.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  t: Translate,
  fetchFile: (path: string) => Promise<ApiFile> = apiFile,
  /** A 202 answer (a job prepares the file): handed its body; answers the words to show. */
  onExport?: (answer: unknown) => string,
): Promise<boolean> {
  const id = notifications.show({ loading: true, message: t('download.preparing'), autoClose: false, withCloseButton: false });
  try {
    const file = await fetchFile(path);
    // Too large for one answer: the server started a job that prepares the file (docs/decisions.md, "Data enrichment and export jobs").
    if (file.status === 202 && onExport) {
      const message = onExport(JSON.parse(await file.blob.text()));
      notifications.update({ id, loading: false, color: 'blue', message, autoClose: 8000, withCloseButton: true });
      return true;
    }
    saveBlob(file.blob, fileNameFromDisposition(file.contentDisposition) ?? fallbackName);
    notifications.update({ id, loading: false, color: 'green', message: t('download.success'), autoClose: DOWNLOAD_SUCCESS_MS, withCloseButton: true });
    return true;
  } catch {
    notifications.update({ id, loading: false, color: 'red', message: t('download.error'), autoClose: 5000, withCloseButton: true });
    return false;
  }
}
