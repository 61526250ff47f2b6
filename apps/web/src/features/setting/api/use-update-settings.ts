import { ENDPOINTS, ZDataResponse, ZSettings, type TUpdateSettingsBody } from '@amc/contracts';
import { storeBranding } from '../../../lib/browser-storage';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { settingsQueryOptions } from '../../../lookups/use-settings';
import { publicSettingsQueryOptions } from '../../../lib/public-settings';

const ZSettingsResponse = ZDataResponse(ZSettings);

export type TUpdateSettingsVariables = {
  values: TUpdateSettingsBody;
  logo?: File | null;
  sidebarLogo?: File | null;
};

/** Multipart, because the logos travel with the fields; booleans as "true"/"false", lists as "3,10,30". */
export function toSettingsFormData({ values, logo, sidebarLogo }: TUpdateSettingsVariables): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    // An empty SMTP password means "keep the stored one", so it is not sent at all.
    if (key === 'smtp_password' && value === '') continue;
    body.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (logo) body.append('logo', logo);
  if (sidebarLogo) body.append('sidebar_logo', sidebarLogo);
  return body;
}

export function postUpdateSettings(variables: TUpdateSettingsVariables) {
  return request(ENDPOINTS.setting.update, {
    method: 'POST',
    body: toSettingsFormData(variables),
    schema: ZSettingsResponse,
  });
}

export function useUpdateSettings() {
  return useApiMutation({
    mutationFn: postUpdateSettings,
    onSuccess: (answer, _variables, queryClient) => {
      storeBranding(answer.data);
      queryClient.setQueryData(settingsQueryOptions().queryKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: publicSettingsQueryOptions().queryKey });
      // The admins' mail banner (features/mail, keyed by its endpoint) follows a mail server set up or changed.
      void queryClient.invalidateQueries({ queryKey: [ENDPOINTS.mail.status] });
    },
  });
}
