import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download/download-file';
import { useT } from '../../../lib/i18n/i18n-context';
import { logsFileName, logsQuery, type LogFilters } from '../log-filters';

/** GET /api/configuration/user-logs/{companyID}/download: every row the filters match, as CSV. */
export function userLogsDownloadPath(companyId: string, filters: LogFilters): string {
  const query = new URLSearchParams(logsQuery(filters)).toString();
  return `/configuration/user-logs/${encodeURIComponent(companyId)}/download${query ? `?${query}` : ''}`;
}

/** Fetches the CSV with the bearer token and saves it, with the download helper's toasts. */
export function useDownloadUserLogs(companyId: string, companyName: string) {
  const t = useT();
  return useMutation({ mutationFn: (filters: LogFilters) => downloadFile(userLogsDownloadPath(companyId, filters), logsFileName(companyName), t) });
}
