import { ENDPOINTS, ZDataResponse, ZTask, type TCreateTaskBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZTaskResponse = ZDataResponse(ZTask);

/** Only the fields the caller's role may set are in the body (TASK_FIELD_RULES); the server fills the rest. */
export function postCreateTask(body: Partial<TCreateTaskBody>) {
  return request(ENDPOINTS.task.store, { method: 'POST', body, schema: ZTaskResponse });
}

export function useCreateTask() {
  return useApiMutation({ mutationFn: postCreateTask, invalidates: [ENDPOINTS.task.list] });
}
