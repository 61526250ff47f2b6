import { ZCategory, ZDataResponse } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { categoriesQueryOptions } from '../../../lookups/use-categories';

/** Every write of the category API answers with the entry it added, renamed or deleted. */
export const ZCategoryResponse = ZDataResponse(ZCategory);

/** A write to one list (add, rename, delete): its toasts, and that list read again for every screen using it. */
export function useCategoryWrite<TInput>(
  send: (input: TInput) => Promise<z.infer<typeof ZCategoryResponse>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    ...mutationToasts,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: categoriesQueryOptions(answer.data.type).queryKey });
      mutationToasts.onSuccess(answer);
    },
  });
}
