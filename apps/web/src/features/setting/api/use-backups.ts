import { ENDPOINTS, ZBackupList, ZDataResponse, ZMessageResponse, endpointPath } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { listQueryKey } from '../../../components/data-table/list-query';
import { request, requestBlob } from '../../../lib/http-client';
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

/** GET /backup/download/:id: fetched with the session's token (a plain link cannot carry it). */
export const downloadBackup = (id: number) => requestBlob(endpointPath(ENDPOINTS.backup.download, { id }));
