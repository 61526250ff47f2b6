import { ENDPOINTS, ZBackendTest } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

export function getBackendTest() {
  return request(ENDPOINTS.install.backendTest, { schema: ZBackendTest });
}

export const backendTestQueryOptions = () =>
  queryOptions({ queryKey: ['test', 'backend'], queryFn: getBackendTest, retry: false, staleTime: Infinity });

export function useBackendTest() {
  return useQuery(backendTestQueryOptions());
}
