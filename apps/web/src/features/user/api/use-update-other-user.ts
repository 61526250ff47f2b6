import { ZDataResponse, ZUserDetail } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUpdateOtherUser,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateList(queryClient, USERS_LIST_ENDPOINT);
      void queryClient.invalidateQueries({ queryKey: FULL_PROFILE_KEY });
      mutationToasts.onSuccess(answer);
    },
  });
}
