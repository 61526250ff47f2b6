import { ENDPOINTS, ZDataResponse, ZMyWork } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

const ZMyWorkResponse = ZDataResponse(ZMyWork);

export const MY_WORK_QUERY_KEY = ['my-work'] as const;

/** GET /my-work/data: the signed-in employee's day. */
export function getMyWork(signal?: AbortSignal) {
  return request(ENDPOINTS.myWork.data, { schema: ZMyWorkResponse, signal }).then((answer) => answer.data);
}

export const myWorkQueryOptions = () =>
  queryOptions({ queryKey: MY_WORK_QUERY_KEY, queryFn: ({ signal }) => getMyWork(signal) });

export function useMyWork() {
  return useQuery(myWorkQueryOptions());
}
