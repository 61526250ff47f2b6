import { ENDPOINTS, ZDataResponse, ZEmailTemplate, type TResetTemplateBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { TEMPLATE_LIST_KEY } from './use-templates';

const ZTemplateResponse = ZDataResponse(ZEmailTemplate);

/** POST /template/reset: the language's edited texts are forgotten; its shipped default is sent again. */
export function postResetTemplate(body: TResetTemplateBody) {
  return request(ENDPOINTS.template.reset, { method: 'POST', body, schema: ZTemplateResponse });
}

export function useResetTemplate() {
  return useApiMutation({
    mutationFn: postResetTemplate,
    onSuccess: (_answer, _variables, queryClient) =>
      void queryClient.invalidateQueries({ queryKey: TEMPLATE_LIST_KEY }),
  });
}
