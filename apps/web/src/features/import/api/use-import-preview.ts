import { ENDPOINTS, ZDataResponse, ZImportPreview, endpointPath, type TImportMapping } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

const ZImportPreviewResponse = ZDataResponse(ZImportPreview);

/** POST /import/preview/:id: the first rows as they will be saved with this mapping. A read, so a query. */
export function useImportPreview(id: number | null, mapping: TImportMapping, enabled: boolean) {
  return useQuery({
    queryKey: ['import', 'preview', id, mapping] as const,
    queryFn: ({ signal }) =>
      request(endpointPath(ENDPOINTS.import.preview, { id: id ?? 0 }), {
        method: 'POST',
        body: { mapping },
        schema: ZImportPreviewResponse,
        signal,
      }).then((a) => a.data),
    enabled: enabled && id !== null,
    retry: false,
  });
}
