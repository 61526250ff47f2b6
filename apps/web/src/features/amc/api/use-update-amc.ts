import { ZAmcDetail, ZDataResponse, type TCreateAmcBody } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { toAmcFormData } from './amc-form-data';
import { invalidateAmcs } from './invalidate-amcs';

const ZAmcDetailResponse = ZDataResponse(ZAmcDetail);

export type TUpdateAmcVariables = { id: number; values: TCreateAmcBody; attachment: File | null };

/** A new start date, interval or number of services replans the services not done yet (server side). */
export function postUpdateAmc({ id, values, attachment }: TUpdateAmcVariables) {
  return request('/amc/update', {
    method: 'POST',
    body: toAmcFormData(values, attachment, id),
    schema: ZAmcDetailResponse,
  });
}

/** SPEC section 7: a failed AMC update shows the server's message (mutationToasts does). */
export function useUpdateAmc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUpdateAmc,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateAmcs(queryClient);
      mutationToasts.onSuccess(answer);
    },
  });
}
