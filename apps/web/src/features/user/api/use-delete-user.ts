import { ENDPOINTS, ZDataResponse, ZDeletedUsers } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { FULL_PROFILE_KEY } from './use-full-profile';

const ZDeletedUsersResponse = ZDataResponse(ZDeletedUsers);

export function postDeleteUser(id: number) {
  return request(ENDPOINTS.user.delete, { method: 'POST', body: { id }, schema: ZDeletedUsersResponse });
}

export function useDeleteUser() {
  return useApiMutation({
    mutationFn: postDeleteUser,
    invalidates: [ENDPOINTS.user.list],
    onSuccess: (_answer, _variables, queryClient) =>
      queryClient.removeQueries({ queryKey: FULL_PROFILE_KEY }),
  });
}
