import { ENDPOINTS, ZCategoryListResponse, type TCategoryType } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/http-client';

export async function getCategories(type: TCategoryType) {
  return (await request(ENDPOINTS.category.list, { query: { type }, schema: ZCategoryListResponse })).data;
}

/** One category list (brands, product categories, units, complaint types, task types), by name; shared by its page, the forms and the filters. */
export const categoriesQueryOptions = (type: TCategoryType) =>
  queryOptions({
    queryKey: ['category', 'list', type],
    queryFn: () => getCategories(type),
    staleTime: 60_000,
  });

export function useCategories(type: TCategoryType) {
  return useQuery(categoriesQueryOptions(type));
}
