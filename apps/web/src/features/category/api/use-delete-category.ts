import { ZCategory, ZDataResponse } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { categoriesQueryOptions } from '../../../lookups/use-categories';

const ZCategoryResponse = ZDataResponse(ZCategory);

/** Refused with 409 while products (or complaints, tasks) use the entry; the toast says by what. */
export function postDeleteCategory(id: number) {
  return request('/category/delete', { method: 'POST', body: { id }, schema: ZCategoryResponse });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteCategory,
    ...mutationToasts,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: categoriesQueryOptions(answer.data.type).queryKey });
      mutationToasts.onSuccess(answer);
    },
  });
}
