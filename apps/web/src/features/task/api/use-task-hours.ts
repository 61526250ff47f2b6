import { ENDPOINTS, ZDataResponse, ZTaskHours } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../lib/http-client';

const ZTaskHoursResponse = ZDataResponse(z.array(ZTaskHours));

/** GET /task/hours?task_id=: the hours logged on a task (issue 28), latest day first; read while its view is open. */
export function useTaskHours(taskId: number | null) {
  return useQuery({
    queryKey: ['task', 'hours', taskId],
    queryFn: ({ signal }) =>
      request(ENDPOINTS.task.hours, { query: { task_id: taskId! }, schema: ZTaskHoursResponse, signal }).then(
        (answer) => answer.data,
      ),
    enabled: taskId !== null,
  });
}
