import { ZDataResponse, ZDeletedUsers } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { FULL_PROFILE_KEY } from './use-full-profile';
import { USERS_LIST_ENDPOINT } from './users-list-endpoint';

const ZDeletedUsersResponse = ZDataResponse(ZDeletedUsers);

export function postDeleteUser(id: number) {
  return request('/user/delete', { method: 'POST', body: { id }, schema: ZDeletedUsersResponse });
}

export function useDeleteUser() {
  return useApiMutation({
    mutationFn: postDeleteUser,
    invalidates: [USERS_LIST_ENDPOINT],
    onSuccess: (_answer, _variables, queryClient) =>
      queryClient.removeQueries({ queryKey: FULL_PROFILE_KEY }),
  });
}
