import { ENDPOINTS, ZDataResponse, ZInstallResult, type TInstallBodyInput } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** SPEC section 7: multipart, and db_pass only when one was given (an empty one means "no password"). */
export function postInstall(values: TInstallBodyInput) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (key === 'db_pass' && !value) continue;
    if (value !== undefined && value !== null) body.append(key, String(value));
  }
  return request(ENDPOINTS.install.install, { method: 'POST', body, schema: ZDataResponse(ZInstallResult) });
}

/** No toast here: the wizard answers with its own thank-you screen or its "Oops..." alert. */
export function useInstall() {
  return useApiMutation({ mutationFn: postInstall, toasts: false });
}
