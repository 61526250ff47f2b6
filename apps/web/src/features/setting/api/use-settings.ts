import { ENDPOINTS, ZDataResponse, ZSettings } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

const ZSettingsResponse = ZDataResponse(ZSettings);

export async function getSettings() {
  return (await request(ENDPOINTS.setting.list, { schema: ZSettingsResponse })).data;
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['setting', 'list'], queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
