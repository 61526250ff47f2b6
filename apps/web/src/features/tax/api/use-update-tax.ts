import { ZDataResponse, ZTax, type TUpdateTaxBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { TAX_LIST_ENDPOINT } from './tax-endpoints';

const ZTaxResponse = ZDataResponse(ZTax);

export function postUpdateTax(body: TUpdateTaxBody) {
  return request('/tax/update', { method: 'POST', body, schema: ZTaxResponse });
}

export function useUpdateTax() {
  return useApiMutation({ mutationFn: postUpdateTax, invalidates: [TAX_LIST_ENDPOINT] });
}
