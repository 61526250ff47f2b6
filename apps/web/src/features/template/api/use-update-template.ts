import { ZDataResponse, ZEmailTemplate, type TUpdateTemplateBody } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { templatesQueryOptions } from './use-templates';

const ZTemplateResponse = ZDataResponse(ZEmailTemplate);

/** Refused (400, on the field) when the subject or body would not render or would not escape a value. */
export function postUpdateTemplate(body: TUpdateTemplateBody) {
  return request('/template/update', { method: 'POST', body, schema: ZTemplateResponse });
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUpdateTemplate,
    ...mutationToasts,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: templatesQueryOptions().queryKey });
      mutationToasts.onSuccess(answer);
    },
  });
}
