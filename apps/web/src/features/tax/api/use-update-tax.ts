import { ENDPOINTS, ZDataResponse, ZTax, type TUpdateTaxBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { TAX_DETAIL_KEYS } from './tax-endpoints';

const ZTaxResponse = ZDataResponse(ZTax);

export function postUpdateTax(body: TUpdateTaxBody) {
  return request(ENDPOINTS.tax.update, { method: 'POST', body, schema: ZTaxResponse });
}

/** The list's rows and the tax's own view both show the new name and rate. */
export function useUpdateTax() {
  return useApiMutation({
    mutationFn: postUpdateTax,
    invalidates: [ENDPOINTS.tax.list],
    onSuccess: (_answer, _variables, queryClient) =>
      void queryClient.invalidateQueries({ queryKey: TAX_DETAIL_KEYS }),
  });
}
