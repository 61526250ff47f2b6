import { ZDataResponse, ZDeletedUsers } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { FULL_PROFILE_KEY } from './use-full-profile';
import { USERS_LIST_ENDPOINT } from './users-list-endpoint';

const ZDeletedUsersResponse = ZDataResponse(ZDeletedUsers);

export function postDeleteUser(id: number) {
  return request('/user/delete', { method: 'POST', body: { id }, schema: ZDeletedUsersResponse });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteUser,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateList(queryClient, USERS_LIST_ENDPOINT);
      queryClient.removeQueries({ queryKey: FULL_PROFILE_KEY });
      mutationToasts.onSuccess(answer);
    },
  });
}
