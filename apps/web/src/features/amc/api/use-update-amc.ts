import { ENDPOINTS, ZAmcDetail, ZDataResponse, type TCreateAmcBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { toAmcFormData } from './amc-form-data';
import { invalidateAmcs } from './invalidate-amcs';

const ZAmcDetailResponse = ZDataResponse(ZAmcDetail);

export type TUpdateAmcVariables = { id: number; values: TCreateAmcBody; attachment: File | null };

/** A new start date, interval or number of services replans the services not done yet (server side). */
export function postUpdateAmc({ id, values, attachment }: TUpdateAmcVariables) {
  return request(ENDPOINTS.amc.update, {
    method: 'POST',
    body: toAmcFormData(values, attachment, id),
    schema: ZAmcDetailResponse,
  });
}

/** SPEC section 7: a failed AMC update shows the server's message (mutationToasts does). */
export function useUpdateAmc() {
  return useApiMutation({
    mutationFn: postUpdateAmc,
    onSuccess: (_answer, _variables, queryClient) => void invalidateAmcs(queryClient),
  });
}
