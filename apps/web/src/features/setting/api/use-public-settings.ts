import { ENDPOINTS, ZDataResponse, ZPublicSettings } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeBranding } from '../../../lib/browser-storage';
import { request } from '../../../lib/http-client';

const ZPublicSettingsResponse = ZDataResponse(ZPublicSettings);

export async function getPublicSettings() {
  const answer = await request(ENDPOINTS.setting.public, { schema: ZPublicSettingsResponse });
  // SPEC keeps these in browser storage, so the next start shows the right logo before the call returns.
  storeBranding(answer.data);
  return answer.data;
}

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['setting', 'public'],
    queryFn: getPublicSettings,
    retry: false,
    staleTime: 5 * 60_000,
  });

export function usePublicSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...publicSettingsQueryOptions(), enabled });
}
