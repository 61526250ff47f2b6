import { ZDataResponse, ZTax, type TCreateTaxBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { TAX_LIST_ENDPOINT } from './tax-endpoints';

const ZTaxResponse = ZDataResponse(ZTax);

export function postCreateTax(body: TCreateTaxBody) {
  return request('/tax/store', { method: 'POST', body, schema: ZTaxResponse });
}

export function useCreateTax() {
  return useApiMutation({ mutationFn: postCreateTax, invalidates: [TAX_LIST_ENDPOINT] });
}
