import {
  ENDPOINTS,
  ZBackupList,
  ZDataResponse,
  ZDownloadLink,
  ZMessageResponse,
  endpointPath,
} from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { listQueryKey } from '../../../components/data-table/list-query';
import { openDownload } from '../../../components/data-table/download-csv';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZBackupListResponse = ZDataResponse(ZBackupList);

/**
 * GET /backup/list: read again every 2 s while a backup is being made, so it turns done without a reload. Kept
 * under the lists' key, so "Back up now" (useApiMutation's invalidates) refreshes it.
 */
export function useBackups() {
  return useQuery({
    queryKey: listQueryKey(ENDPOINTS.backup.list),
    queryFn: ({ signal }) =>
      request(ENDPOINTS.backup.list, { schema: ZBackupListResponse, signal }).then((a) => a.data),
    refetchInterval: (query) =>
      query.state.data?.backups.some((backup) => backup.status === 'running') ? 2000 : false,
  });
}

/** POST /backup/now: made in the background; the list shows it running. */
export function useBackUpNow() {
  return useApiMutation({
    mutationFn: () => request(ENDPOINTS.backup.now, { method: 'POST', schema: ZMessageResponse }),
    invalidates: [ENDPOINTS.backup.list],
  });
}

/**
 * A backup can be gigabytes: the browser downloads it by itself, streamed to disk, from the one-minute link the
 * session's token asks for (POST /backup/download-link/:id), never through this page's memory.
 */
export const downloadBackup = (id: number) =>
  request(endpointPath(ENDPOINTS.backup.downloadLink, { id }), {
    method: 'POST',
    schema: ZDataResponse(ZDownloadLink),
  }).then((answer) => openDownload(answer.data.url));
