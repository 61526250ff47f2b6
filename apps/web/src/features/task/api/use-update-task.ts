import { ENDPOINTS, ZDataResponse, ZTask, type TUpdateTaskBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZTaskResponse = ZDataResponse(ZTask);

/** A field left out keeps its stored value, so the body holds only what the caller's role may change. */
export function postUpdateTask(body: Partial<TUpdateTaskBody> & { id: number }) {
  return request(ENDPOINTS.task.update, { method: 'POST', body, schema: ZTaskResponse });
}

export function useUpdateTask() {
  return useApiMutation({ mutationFn: postUpdateTask, invalidates: [ENDPOINTS.task.list] });
}
