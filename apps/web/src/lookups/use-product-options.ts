import { ENDPOINTS, ZDataResponse, ZProductOption } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http-client';

const ZProductOptionsResponse = ZDataResponse(z.array(ZProductOption));

/** GET /product/produtcDropdown (SPEC's spelling): the active products, at most PRODUCT_DROPDOWN_LIMIT. */
export async function getProductOptions(signal?: AbortSignal) {
  return (await request(ENDPOINTS.product.produtcDropdown, { schema: ZProductOptionsResponse, signal })).data;
}

export const productOptionsQueryOptions = queryOptions({
  queryKey: ['product', 'produtcDropdown'],
  queryFn: ({ signal }) => getProductOptions(signal),
  staleTime: 60_000,
});

/** The products a contract, complaint, quotation or sale can name. */
export function useProductOptions() {
  return useQuery(productOptionsQueryOptions);
}
