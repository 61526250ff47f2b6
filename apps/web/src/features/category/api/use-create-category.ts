import { ZCategory, ZDataResponse, type TCreateCategoryBody } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { categoriesQueryOptions } from '../../../lookups/use-categories';

const ZCategoryResponse = ZDataResponse(ZCategory);

export function postCreateCategory(body: TCreateCategoryBody) {
  return request('/category/store', { method: 'POST', body, schema: ZCategoryResponse });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCreateCategory,
    ...mutationToasts,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: categoriesQueryOptions(answer.data.type).queryKey });
      mutationToasts.onSuccess(answer);
    },
  });
}
