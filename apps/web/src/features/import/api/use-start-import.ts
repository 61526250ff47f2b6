import { ENDPOINTS, ZMessageResponse, endpointPath, type TImportStartBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { importJobKey } from './use-import-job';

/** The two passes over a file: a check (nothing is written) or the import itself. */
export type TImportPass = 'check' | 'run';

/**
 * POST /import/check/:id or /import/run/:id: the pass starts in the background and the answer only says so; the
 * job's query is read again at once, so its status (checking, running) shows before the first live notice.
 */
export function useStartImport(pass: TImportPass) {
  return useApiMutation({
    mutationFn: ({ id, ...body }: TImportStartBody & { id: number }) =>
      request(endpointPath(ENDPOINTS.import[pass], { id }), {
        method: 'POST',
        body,
        schema: ZMessageResponse,
      }),
    invalidates: [ENDPOINTS.import.list],
    onSuccess: (_answer, { id }, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: importJobKey(id) });
    },
  });
}
