import { ENDPOINTS, MAX_PAGE_SIZE, ZListResponse, ZTax } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/http-client';

const ZTaxListResponse = ZListResponse(ZTax);

/** GET /tax/list, by name: the taxes a quotation or sale line can carry (an installation keeps a handful). */
export async function getTaxOptions(signal?: AbortSignal) {
  return (
    await request(ENDPOINTS.tax.list, {
      query: { page: 1, pageSize: MAX_PAGE_SIZE, sort: 'name', order: 'asc' },
      schema: ZTaxListResponse,
      signal,
    })
  ).data;
}

export const taxOptionsQueryOptions = queryOptions({
  queryKey: ['tax', 'options'],
  queryFn: ({ signal }) => getTaxOptions(signal),
  staleTime: 60_000,
});

/** The taxes a document line picks from, with their current percentages. */
export function useTaxOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...taxOptionsQueryOptions, enabled });
}
