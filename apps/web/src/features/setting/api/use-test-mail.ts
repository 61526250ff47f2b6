import { ENDPOINTS, ZMessageResponse, type TTestMailBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST /mail/test: a test mail now, with the mail settings as typed; the server's refusal is the error toast. */
export function useTestMail() {
  return useApiMutation({
    mutationFn: (body: TTestMailBody) =>
      request(ENDPOINTS.mail.test, { method: 'POST', body, schema: ZMessageResponse }),
  });
}
