import { ENDPOINTS, ZMessageResponse, type TTestMailBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * POST /install/test-mail: the mail step's settings tried before anything is installed, with step 1's setup code
 * when the wizard runs on another computer. As in Settings, the outcome is a toast and a refusal also shows in
 * the test's dialog.
 */
export function useWizardTestMail(setupCode: string | undefined) {
  return useApiMutation({
    mutationFn: (body: TTestMailBody) =>
      request(ENDPOINTS.install.testMail, {
        method: 'POST',
        body: { ...body, setup_code: setupCode || undefined },
        schema: ZMessageResponse,
      }),
  });
}
