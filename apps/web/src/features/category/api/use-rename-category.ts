import { ENDPOINTS } from '@amc/contracts';
import type { TRenameCategoryBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useCategoryWrite, ZCategoryResponse } from './use-category-write';

/** A name the list already has comes back as a 409 with the issue on `name`. */
export function postRenameCategory(body: TRenameCategoryBody) {
  return request(ENDPOINTS.category.update, { method: 'POST', body, schema: ZCategoryResponse });
}

export function useRenameCategory() {
  return useCategoryWrite(postRenameCategory);
}
