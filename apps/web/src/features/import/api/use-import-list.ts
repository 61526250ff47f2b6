import { ENDPOINTS, ZDataResponse, ZImportList } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { listQueryKey } from '../../../components/data-table/list-query';
import { request } from '../../../lib/http-client';

const ZImportListResponse = ZDataResponse(ZImportList);

/** GET /import/list: the latest imports, newest first; kept under the lists' key so a new pass refreshes it. */
export function useImportList() {
  return useQuery({
    queryKey: listQueryKey(ENDPOINTS.import.list),
    queryFn: ({ signal }) =>
      request(ENDPOINTS.import.list, { schema: ZImportListResponse, signal }).then((a) => a.data.imports),
  });
}
