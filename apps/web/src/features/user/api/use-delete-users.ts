import { ENDPOINTS, ZDataResponse, ZDeletedUsers, type TDeleteUsersBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { FULL_PROFILE_KEY } from './use-full-profile';

const ZDeletedUsersResponse = ZDataResponse(ZDeletedUsers);

export function postDeleteUsers(body: TDeleteUsersBody) {
  return request(ENDPOINTS.user.deleteMultiUser, { method: 'POST', body, schema: ZDeletedUsersResponse });
}

/** "Delete selected" of the users table. */
export function useDeleteUsers() {
  return useApiMutation({
    mutationFn: postDeleteUsers,
    invalidates: [ENDPOINTS.user.list],
    onSuccess: (_answer, _variables, queryClient) =>
      queryClient.removeQueries({ queryKey: FULL_PROFILE_KEY }),
  });
}
