import { ZDataResponse, ZDeletedTasks } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { TASK_LIST_ENDPOINT } from './task-endpoints';

const ZDeletedTasksResponse = ZDataResponse(ZDeletedTasks);

/** All or nothing, like the server: one id out of the caller's reach keeps every selected row. */
export function postDeleteTasks(ids: number[]) {
  return request('/task/deleteMulti', { method: 'POST', body: { ids }, schema: ZDeletedTasksResponse });
}

/** "Delete selected" of the task table. */
export function useDeleteTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteTasks,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateList(queryClient, TASK_LIST_ENDPOINT);
      mutationToasts.onSuccess(answer);
    },
  });
}
