import { ENDPOINTS, ZDataResponse, ZDeletedTaxes } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZDeletedTaxesResponse = ZDataResponse(ZDeletedTaxes);

/** Refused (409) while quotation or sale lines use the tax; the toast says so. */
export function postDeleteTax(id: number) {
  return request(ENDPOINTS.tax.delete, { method: 'POST', body: { id }, schema: ZDeletedTaxesResponse });
}

export function useDeleteTax() {
  return useApiMutation({ mutationFn: postDeleteTax, invalidates: [ENDPOINTS.tax.list] });
}
