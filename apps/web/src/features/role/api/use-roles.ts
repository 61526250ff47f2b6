import { ENDPOINTS, ZDataResponse, ZRole } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../lib/http-client';

const ZRolesResponse = ZDataResponse(z.array(ZRole));

export async function getRoles() {
  return (await request(ENDPOINTS.role.list, { schema: ZRolesResponse })).data;
}

export const rolesQueryOptions = () => queryOptions({ queryKey: ['role', 'list'], queryFn: getRoles });

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
