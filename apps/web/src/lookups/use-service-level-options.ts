import { ENDPOINTS, ZDataResponse, ZServiceLevel } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { listQueryKey } from '../components/data-table/list-query';
import { request } from '../lib/http-client';

const ZServiceLevelsResponse = ZDataResponse(z.array(ZServiceLevel));

/**
 * GET /setting/service-levels: every level, the default first (a business keeps a handful). The settings list and
 * edit them, a contract picks one: one query, kept under the lists' key so the settings' writes refresh both.
 */
export const serviceLevelsQueryOptions = queryOptions({
  queryKey: listQueryKey(ENDPOINTS.setting.serviceLevels, {}),
  queryFn: async ({ signal }) =>
    (await request(ENDPOINTS.setting.serviceLevels, { schema: ZServiceLevelsResponse, signal })).data,
  staleTime: 60_000,
});

export function useServiceLevelOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...serviceLevelsQueryOptions, enabled });
}
