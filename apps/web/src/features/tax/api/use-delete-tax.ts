import { ENDPOINTS, ZDataResponse, ZDeletedTaxes } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { taxDetailKey } from './tax-endpoints';

const ZDeletedTaxesResponse = ZDataResponse(ZDeletedTaxes);

/** Refused (409) while quotation or sale lines use the tax; the toast says so. */
export function postDeleteTax(id: number) {
  return request(ENDPOINTS.tax.delete, { method: 'POST', body: { id }, schema: ZDeletedTaxesResponse });
}

/** A deleted tax's view is dropped from the cache, not refetched: it would only answer 404. */
export function useDeleteTax() {
  return useApiMutation({
    mutationFn: postDeleteTax,
    invalidates: [ENDPOINTS.tax.list],
    onSuccess: (_answer, id, queryClient) => queryClient.removeQueries({ queryKey: taxDetailKey(id) }),
  });
}
