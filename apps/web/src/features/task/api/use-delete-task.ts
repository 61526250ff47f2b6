import { ENDPOINTS, ZDataResponse, ZDeletedTasks } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZDeletedTasksResponse = ZDataResponse(ZDeletedTasks);

export function postDeleteTask(id: number) {
  return request(ENDPOINTS.task.delete, { method: 'POST', body: { id }, schema: ZDeletedTasksResponse });
}

export function useDeleteTask() {
  return useApiMutation({ mutationFn: postDeleteTask, invalidates: [ENDPOINTS.task.list] });
}
