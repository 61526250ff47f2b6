import { ZAmcDetail, ZDataResponse, type TCreateAmcBody } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { toAmcFormData } from './amc-form-data';
import { invalidateAmcs } from './invalidate-amcs';

const ZAmcDetailResponse = ZDataResponse(ZAmcDetail);

export type TCreateAmcVariables = { values: TCreateAmcBody; attachment: File | null };

/** Saving generates the contract's services; the answer carries them. */
export function postCreateAmc({ values, attachment }: TCreateAmcVariables) {
  return request('/amc/store', {
    method: 'POST',
    body: toAmcFormData(values, attachment),
    schema: ZAmcDetailResponse,
  });
}

export function useCreateAmc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCreateAmc,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateAmcs(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
