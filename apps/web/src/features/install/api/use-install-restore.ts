import {
  ENDPOINTS,
  ZDataResponse,
  ZInstallRestoreResult,
  type TInstallRestoreFieldsInput,
} from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { wizardFormData } from './use-install';

/**
 * POST /install/restore: the fields first and the file last, as the server reads them (it checks the fields and
 * the setup code before it stores any of the file).
 */
export function postInstallRestore({ file, ...fields }: TInstallRestoreFieldsInput & { file: File }) {
  const body = wizardFormData(fields);
  body.append('file', file);
  return request(ENDPOINTS.install.restore, {
    method: 'POST',
    body,
    schema: ZDataResponse(ZInstallRestoreResult),
  });
}

/** No toast here: the wizard answers with its own screen or its "Oops..." alert. */
export function useInstallRestore() {
  return useApiMutation({ mutationFn: postInstallRestore, toasts: false });
}
