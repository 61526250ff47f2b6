/**
 * The business's public settings (name, logos, language and direction, footer, sign-up, date format, currency, time
 * zone): what the shell shows before and after sign-in, and what the settings page refreshes after a save. In a
 * shared room, not the settings feature: the shell may not import a feature.
 */
import { ENDPOINTS, ZDataResponse, ZPublicSettings } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeBranding } from './browser-storage';
import { request } from './http-client';

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
