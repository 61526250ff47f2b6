import { ZDataResponse, ZDeletedTasks } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { TASK_LIST_ENDPOINT } from './task-endpoints';

const ZDeletedTasksResponse = ZDataResponse(ZDeletedTasks);

export function postDeleteTask(id: number) {
  return request('/task/delete', { method: 'POST', body: { id }, schema: ZDeletedTasksResponse });
}

export function useDeleteTask() {
  return useApiMutation({ mutationFn: postDeleteTask, invalidates: [TASK_LIST_ENDPOINT] });
}
