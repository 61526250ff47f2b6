import { ENDPOINTS, ZDataResponse, ZDeletedTaxes } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZDeletedTaxesResponse = ZDataResponse(ZDeletedTaxes);

/** All or nothing, like the server: one tax in use keeps every selected row. */
export function postDeleteTaxes(ids: number[]) {
  return request(ENDPOINTS.tax.deleteMulti, { method: 'POST', body: { ids }, schema: ZDeletedTaxesResponse });
}

/** "Delete selected" of the tax table. */
export function useDeleteTaxes() {
  return useApiMutation({ mutationFn: postDeleteTaxes, invalidates: [ENDPOINTS.tax.list] });
}
