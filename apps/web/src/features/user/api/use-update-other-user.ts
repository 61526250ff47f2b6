import { ZDataResponse, ZUserDetail } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { FULL_PROFILE_KEY } from './use-full-profile';
import { toUserFormData, type TUserFormVariables } from './user-form-data';
import { USERS_LIST_ENDPOINT } from './users-list-endpoint';

const ZUserResponse = ZDataResponse(ZUserDetail);

export function postUpdateOtherUser({ values, profile }: TUserFormVariables) {
  return request('/user/updateOtherUser', {
    method: 'POST',
    body: toUserFormData(values, { mode: 'edit', profile }),
    schema: ZUserResponse,
  });
}

export function useUpdateOtherUser() {
  return useApiMutation({
    mutationFn: postUpdateOtherUser,
    invalidates: [USERS_LIST_ENDPOINT],
    onSuccess: (_answer, _variables, queryClient) =>
      void queryClient.invalidateQueries({ queryKey: FULL_PROFILE_KEY }),
  });
}
