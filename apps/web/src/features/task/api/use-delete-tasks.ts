import { ENDPOINTS, ZDataResponse, ZDeletedTasks } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZDeletedTasksResponse = ZDataResponse(ZDeletedTasks);

/** All or nothing, like the server: one id out of the caller's reach keeps every selected row. */
export function postDeleteTasks(ids: number[]) {
  return request(ENDPOINTS.task.deleteMulti, {
    method: 'POST',
    body: { ids },
    schema: ZDeletedTasksResponse,
  });
}

/** "Delete selected" of the task table. */
export function useDeleteTasks() {
  return useApiMutation({ mutationFn: postDeleteTasks, invalidates: [ENDPOINTS.task.list] });
}
