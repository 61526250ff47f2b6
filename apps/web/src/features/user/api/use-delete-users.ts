import { ZDataResponse, ZDeletedUsers, type TDeleteUsersBody } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateList } from '../../../components/data-table/data-table';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { FULL_PROFILE_KEY } from './use-full-profile';
import { USERS_LIST_ENDPOINT } from './users-list-endpoint';

const ZDeletedUsersResponse = ZDataResponse(ZDeletedUsers);

export function postDeleteUsers(body: TDeleteUsersBody) {
  return request('/user/deleteMultiUser', { method: 'POST', body, schema: ZDeletedUsersResponse });
}

/** "Delete selected" of the users table. */
export function useDeleteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteUsers,
    ...mutationToasts,
    onSuccess: (answer) => {
      void invalidateList(queryClient, USERS_LIST_ENDPOINT);
      queryClient.removeQueries({ queryKey: FULL_PROFILE_KEY });
      mutationToasts.onSuccess(answer);
    },
  });
}
