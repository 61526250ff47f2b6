import { ENDPOINTS, ZDataResponse, ZInstallResult, type TInstallBodyInput } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** SPEC section 7: the wizard's fields as multipart, db_pass only when one was given (empty: "no password"). */
export function wizardFormData(values: object): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (key === 'db_pass' && !value) continue;
    if (value !== undefined && value !== null) body.append(key, String(value));
  }
  return body;
}

export function postInstall(values: TInstallBodyInput) {
  const body = wizardFormData(values);
  return request(ENDPOINTS.install.install, { method: 'POST', body, schema: ZDataResponse(ZInstallResult) });
}

/** No toast here: the wizard answers with its own thank-you screen or its "Oops..." alert. */
export function useInstall() {
  return useApiMutation({ mutationFn: postInstall, toasts: false });
}
