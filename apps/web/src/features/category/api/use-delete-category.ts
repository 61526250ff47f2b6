import { ENDPOINTS } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useCategoryWrite, ZCategoryResponse } from './use-category-write';

/** Refused with 409 while products (or complaints, tasks) use the entry; the toast says by what. */
export function postDeleteCategory(id: number) {
  return request(ENDPOINTS.category.delete, { method: 'POST', body: { id }, schema: ZCategoryResponse });
}

export function useDeleteCategory() {
  return useCategoryWrite(postDeleteCategory);
}
