import { ZCategory, ZDataResponse } from '@amc/contracts';
import type { z } from 'zod';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { categoriesQueryOptions } from '../../../lookups/use-categories';

/** Every write of the category API answers with the entry it added, renamed or deleted. */
export const ZCategoryResponse = ZDataResponse(ZCategory);

/** A write to one list (add, rename, delete): its toasts, and that list read again for every screen using it. */
export function useCategoryWrite<TInput>(
  send: (input: TInput) => Promise<z.infer<typeof ZCategoryResponse>>,
) {
  return useApiMutation({
    mutationFn: send,
    onSuccess: (answer, _variables, queryClient) =>
      void queryClient.invalidateQueries({ queryKey: categoriesQueryOptions(answer.data.type).queryKey }),
  });
}
