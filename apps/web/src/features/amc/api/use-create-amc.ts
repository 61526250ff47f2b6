import { ENDPOINTS, ZAmcDetail, ZDataResponse, type TCreateAmcBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { toAmcFormData } from './amc-form-data';
import { invalidateAmcs } from './invalidate-amcs';

const ZAmcDetailResponse = ZDataResponse(ZAmcDetail);

export type TCreateAmcVariables = { values: TCreateAmcBody; attachment: File | null };

/** Saving generates the contract's services; the answer carries them. */
export function postCreateAmc({ values, attachment }: TCreateAmcVariables) {
  return request(ENDPOINTS.amc.store, {
    method: 'POST',
    body: toAmcFormData(values, attachment),
    schema: ZAmcDetailResponse,
  });
}

export function useCreateAmc() {
  return useApiMutation({
    mutationFn: postCreateAmc,
    onSuccess: (_answer, _variables, queryClient) => void invalidateAmcs(queryClient),
  });
}
