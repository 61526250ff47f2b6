import { ENDPOINTS, ZMessageResponse, type TRoleUpdateBody } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { rolesQueryOptions } from './use-roles';

export function postUpdateRoleRights(body: TRoleUpdateBody) {
  return request(ENDPOINTS.role.update, { method: 'POST', body, schema: ZMessageResponse });
}

export function useUpdateRoleRights() {
  return useApiMutation({
    mutationFn: postUpdateRoleRights,
    // Returned, so awaited: the form leaves its unsaved state only once the stored rights are back.
    onSuccess: (_answer, _variables, queryClient) =>
      queryClient.invalidateQueries({ queryKey: rolesQueryOptions().queryKey }),
  });
}
