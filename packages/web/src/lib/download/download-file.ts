import { notifications } from '@mantine/notifications';
import { apiBlob } from '../api/client';
import type { Translate } from '../i18n/translate';

/** Success toast lasts 3 seconds (seed 000 §9). */
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
 * The download helper (seed 000 §7 "Other"): fetches an API path as a file and saves it under a
 * name, with a "preparing" toast, then success (3 s) or "There was an error downloading file.".
 * Resolves true when the file was saved.
 */
export async function downloadFile(path: string, filename: string, t: Translate, fetchBlob: (path: string) => Promise<Blob> = apiBlob): Promise<boolean> {
  const id = notifications.show({ loading: true, message: t('download.preparing'), autoClose: false, withCloseButton: false });
  try {
    saveBlob(await fetchBlob(path), filename);
    notifications.update({ id, loading: false, color: 'green', message: t('download.success'), autoClose: DOWNLOAD_SUCCESS_MS, withCloseButton: true });
    return true;
  } catch {
    notifications.update({ id, loading: false, color: 'red', message: t('download.error'), autoClose: 5000, withCloseButton: true });
    return false;
  }
}
