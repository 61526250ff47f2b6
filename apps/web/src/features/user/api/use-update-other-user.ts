import { ENDPOINTS, ZDataResponse, ZUserDetail } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { FULL_PROFILE_KEY } from './use-full-profile';
import { toUserFormData, type TUserFormVariables } from './user-form-data';

const ZUserResponse = ZDataResponse(ZUserDetail);

export function postUpdateOtherUser({ values, profile }: TUserFormVariables) {
  return request(ENDPOINTS.user.updateOtherUser, {
    method: 'POST',
    body: toUserFormData(values, { mode: 'edit', profile }),
    schema: ZUserResponse,
  });
}

export function useUpdateOtherUser() {
  return useApiMutation({
    mutationFn: postUpdateOtherUser,
    invalidates: [ENDPOINTS.user.list],
    onSuccess: (_answer, _variables, queryClient) =>
      void queryClient.invalidateQueries({ queryKey: FULL_PROFILE_KEY }),
  });
}
