import { ENDPOINTS, ZDataResponse, ZSettings } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/http-client';

const ZSettingsResponse = ZDataResponse(ZSettings);

/** GET /setting/list as a holder of setting_edit reads it: the whole form (everyone else gets the display settings). */
export async function getSettings() {
  return (await request(ENDPOINTS.setting.list, { schema: ZSettingsResponse })).data;
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['setting', 'list'], queryFn: getSettings });

/** The settings page's form, and what a form starts from (the renewal's uplift). */
export function useSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...settingsQueryOptions(), enabled });
}
