import { ENDPOINTS } from '@amc/contracts';
import type { TCreateCategoryBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useCategoryWrite, ZCategoryResponse } from './use-category-write';

export function postCreateCategory(body: TCreateCategoryBody) {
  return request(ENDPOINTS.category.store, { method: 'POST', body, schema: ZCategoryResponse });
}

export function useCreateCategory() {
  return useCategoryWrite(postCreateCategory);
}
