import { ZDataResponse, ZTask, type TCreateTaskBody } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { TASK_LIST_ENDPOINT } from './task-endpoints';

const ZTaskResponse = ZDataResponse(ZTask);

/** Only the fields the caller's role may set are in the body (TASK_FIELD_RULES); the server fills the rest. */
export function postCreateTask(body: Partial<TCreateTaskBody>) {
  return request('/task/store', { method: 'POST', body, schema: ZTaskResponse });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCreateTask,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateList(queryClient, TASK_LIST_ENDPOINT);
      mutationToasts.onSuccess(answer);
    },
  });
}
