import { ENDPOINTS, ZDataResponse, ZModule } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../lib/http-client';

const ZModulesResponse = ZDataResponse(z.array(ZModule));

export async function getModules() {
  return (await request(ENDPOINTS.role.modules, { schema: ZModulesResponse })).data;
}

// The modules and their actions change only with a release: no need to fetch them again while the app runs.
export const modulesQueryOptions = () =>
  queryOptions({ queryKey: ['module', 'list'], queryFn: getModules, staleTime: Infinity });

export function useModules() {
  return useQuery(modulesQueryOptions());
}
