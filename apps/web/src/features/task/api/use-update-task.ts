import { ZDataResponse, ZTask, type TUpdateTaskBody } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { TASK_LIST_ENDPOINT } from './task-endpoints';

const ZTaskResponse = ZDataResponse(ZTask);

/** A field left out keeps its stored value, so the body holds only what the caller's role may change. */
export function postUpdateTask(body: Partial<TUpdateTaskBody> & { id: number }) {
  return request('/task/update', { method: 'POST', body, schema: ZTaskResponse });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUpdateTask,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateList(queryClient, TASK_LIST_ENDPOINT);
      mutationToasts.onSuccess(answer);
    },
  });
}
