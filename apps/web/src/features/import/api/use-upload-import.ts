import { ENDPOINTS, ZDataResponse, ZImportDetail, type TImportKind } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { importJobKey } from './use-import-job';

/**
 * POST /import/upload (multipart): the kind first, then the file, which the server streams to disk. The answer is
 * the new job with its columns and the suggested mapping; it fills the job's query, so the next step shows at once.
 * The columns appearing are the news: only a refusal (not a CSV or .xlsx, too large) is told in a toast.
 */
export function useUploadImport() {
  return useApiMutation({
    mutationFn: ({ kind, file }: { kind: TImportKind; file: File }) => {
      const body = new FormData();
      body.append('kind', kind);
      body.append('file', file);
      return request(ENDPOINTS.import.upload, { method: 'POST', body, schema: ZDataResponse(ZImportDetail) });
    },
    invalidates: [ENDPOINTS.import.list],
    toasts: false,
    onSuccess: (answer, _variables, queryClient) => {
      queryClient.setQueryData(importJobKey(answer.data.id), answer.data);
    },
  });
}
