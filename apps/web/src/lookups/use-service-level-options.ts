import { ENDPOINTS, ZDataResponse, ZServiceLevel } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http-client';

const ZServiceLevelsResponse = ZDataResponse(z.array(ZServiceLevel));

/** Every service level, the default first (a business keeps a handful): the settings list them, a contract picks one. */
export const serviceLevelsQueryOptions = queryOptions({
  queryKey: ['setting', 'serviceLevels'],
  queryFn: async ({ signal }) =>
    (await request(ENDPOINTS.setting.serviceLevels, { schema: ZServiceLevelsResponse, signal })).data,
  staleTime: 60_000,
});

export function useServiceLevelOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...serviceLevelsQueryOptions, enabled });
}
