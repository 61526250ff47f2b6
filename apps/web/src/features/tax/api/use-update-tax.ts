import { ENDPOINTS, ZDataResponse, ZTax, type TUpdateTaxBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZTaxResponse = ZDataResponse(ZTax);

export function postUpdateTax(body: TUpdateTaxBody) {
  return request(ENDPOINTS.tax.update, { method: 'POST', body, schema: ZTaxResponse });
}

export function useUpdateTax() {
  return useApiMutation({ mutationFn: postUpdateTax, invalidates: [ENDPOINTS.tax.list] });
}
