import { ENDPOINTS, ZDataResponse, ZEmailTemplate, type TUpdateTemplateBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { TEMPLATE_LIST_KEY } from './use-templates';

const ZTemplateResponse = ZDataResponse(ZEmailTemplate);

/** Refused (400, on the field) when the subject or body would not render or would not escape a value. */
export function postUpdateTemplate(body: TUpdateTemplateBody) {
  return request(ENDPOINTS.template.update, { method: 'POST', body, schema: ZTemplateResponse });
}

export function useUpdateTemplate() {
  return useApiMutation({
    mutationFn: postUpdateTemplate,
    onSuccess: (_answer, _variables, queryClient) =>
      void queryClient.invalidateQueries({ queryKey: TEMPLATE_LIST_KEY }),
  });
}
