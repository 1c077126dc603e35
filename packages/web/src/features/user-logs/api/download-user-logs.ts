import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download/download-file';
import { useT } from '../../../lib/i18n/i18n-context';
import { logsQuery, type LogFilters } from '../log-filters';

/** Used only if the API's answer does not name the file (it names it after the company). */
const FALLBACK_FILE_NAME = 'user-logs.csv';

/** GET /api/configuration/user-logs/{companyId}/download: every row the filters match, as CSV. */
export function userLogsDownloadPath(companyId: string, filters: LogFilters): string {
  const query = new URLSearchParams(logsQuery(filters)).toString();
  return `/configuration/user-logs/${encodeURIComponent(companyId)}/download${query ? `?${query}` : ''}`;
}

/** Fetches the CSV with the bearer token and saves it under the API's name, with the download helper's toasts. */
export function useDownloadUserLogs(companyId: string) {
  const t = useT();
  return useMutation({ mutationFn: (filters: LogFilters) => downloadFile(userLogsDownloadPath(companyId, filters), FALLBACK_FILE_NAME, t) });
}
