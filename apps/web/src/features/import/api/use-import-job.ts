import {
  ENDPOINTS,
  LIVE_EVENTS,
  ZDataResponse,
  ZImportDetail,
  endpointPath,
  type TImportStatus,
} from '@amc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateList } from '../../../components/data-table/list-query';
import { request } from '../../../lib/http-client';
import { useLiveEvent } from '../../../lib/live-events-context';

/** A check or an import is reading the file: the job's figures move. */
export const isImportBusy = (status: TImportStatus | undefined) =>
  status === 'checking' || status === 'running';

/** Read again this often while a pass runs, should a live notice be lost (the notice is what moves the bar). */
const FALLBACK_REFRESH_MS = 5000;

export const importJobKey = (id: number) => ['import', 'view', id] as const;

const ZImportDetailResponse = ZDataResponse(ZImportDetail);

/**
 * GET /import/view/:id: the file's columns, fields and mapping, and what its last pass found. Read again on each
 * `import_progress` notice; when a pass ends the list of imports is refreshed too.
 */
export function useImportJob(id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importJobKey(id ?? 0),
    queryFn: ({ signal }) =>
      request(endpointPath(ENDPOINTS.import.view, { id: id ?? 0 }), {
        schema: ZImportDetailResponse,
        signal,
      }).then((a) => a.data),
    enabled: id !== null,
    refetchInterval: (current) => (isImportBusy(current.state.data?.status) ? FALLBACK_REFRESH_MS : false),
  });
  useLiveEvent(LIVE_EVENTS.importProgress, () => {
    if (id !== null) void queryClient.invalidateQueries({ queryKey: importJobKey(id) });
  });
  const status = query.data?.status;
  useEffect(() => {
    if (status) void invalidateList(queryClient, ENDPOINTS.import.list);
  }, [status, queryClient]);
  return query;
}
