import { ENDPOINTS, ZDataResponse, ZMenuItem, buildMenu, type TRoleSlug } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../lib/http-client';

const ZSideMenuResponse = ZDataResponse(z.array(ZMenuItem));

export async function getSideMenu() {
  return (await request(ENDPOINTS.dashboard.sidemenu, { schema: ZSideMenuResponse })).data;
}

export const sideMenuQueryOptions = (role: TRoleSlug | undefined) =>
  queryOptions({ queryKey: ['dashboard', 'sidemenu', role], queryFn: getSideMenu, staleTime: 5 * 60_000 });

/**
 * The server decides the menu. Until it answers, the same catalogue from contracts stands in, so the
 * sidebar does not flash empty on every start.
 */
export function useSideMenu(role: TRoleSlug | undefined, permissions: readonly string[] | null) {
  return useQuery({
    ...sideMenuQueryOptions(role),
    enabled: Boolean(role),
    placeholderData: role ? buildMenu(role, permissions ?? []) : [],
  });
}
