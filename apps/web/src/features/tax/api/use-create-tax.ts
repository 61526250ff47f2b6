import { ENDPOINTS, ZDataResponse, ZTax, type TCreateTaxBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZTaxResponse = ZDataResponse(ZTax);

export function postCreateTax(body: TCreateTaxBody) {
  return request(ENDPOINTS.tax.store, { method: 'POST', body, schema: ZTaxResponse });
}

export function useCreateTax() {
  return useApiMutation({ mutationFn: postCreateTax, invalidates: [ENDPOINTS.tax.list] });
}
