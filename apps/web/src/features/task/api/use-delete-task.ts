import { ZDataResponse, ZDeletedTasks } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { TASK_LIST_ENDPOINT } from './task-endpoints';

const ZDeletedTasksResponse = ZDataResponse(ZDeletedTasks);

export function postDeleteTask(id: number) {
  return request('/task/delete', { method: 'POST', body: { id }, schema: ZDeletedTasksResponse });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteTask,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateList(queryClient, TASK_LIST_ENDPOINT);
      mutationToasts.onSuccess(answer);
    },
  });
}
