import { ZDataResponse, ZUserDetail } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { toUserFormData, type TUserFormVariables } from './user-form-data';
import { USERS_LIST_ENDPOINT } from './users-list-endpoint';

const ZUserResponse = ZDataResponse(ZUserDetail);

export function postCreateUser({ values, profile }: TUserFormVariables) {
  return request('/user/store', {
    method: 'POST',
    body: toUserFormData(values, { mode: 'create', profile }),
    schema: ZUserResponse,
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCreateUser,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateList(queryClient, USERS_LIST_ENDPOINT);
      mutationToasts.onSuccess(answer);
    },
  });
}
