import { ENDPOINTS, ZDataResponse, ZUserOption, type TBusinessRole } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http-client';

const ZUserOptionsResponse = ZDataResponse(z.array(ZUserOption));

/**
 * POST /user/dropdownByRole: the active customers, employees or suppliers the caller may pick (at most
 * USER_DROPDOWN_LIMIT, so a select filters them in the browser). The server decides whom a member sees: a
 * customer only itself.
 */
export async function postUserOptions(role: TBusinessRole, signal?: AbortSignal) {
  return (
    await request(ENDPOINTS.user.dropdownByRole, {
      method: 'POST',
      body: { role },
      schema: ZUserOptionsResponse,
      signal,
    })
  ).data;
}

export const userOptionsQueryOptions = (role: TBusinessRole) =>
  queryOptions({
    queryKey: ['user', 'dropdownByRole', role],
    queryFn: ({ signal }) => postUserOptions(role, signal),
    staleTime: 60_000,
  });

/** The people of one role for a form's select or a list's filter. */
export function useUserOptions(role: TBusinessRole, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userOptionsQueryOptions(role), enabled });
}
