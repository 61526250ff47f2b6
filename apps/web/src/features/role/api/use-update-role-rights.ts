import { ZMessageResponse, type TRoleUpdateBody } from '@amc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { mutationToasts } from '../../../lib/mutation-toasts';
import { rolesQueryOptions } from './use-roles';

export function postUpdateRoleRights(body: TRoleUpdateBody) {
  return request('/role/update', { method: 'POST', body, schema: ZMessageResponse });
}

export function useUpdateRoleRights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUpdateRoleRights,
    ...mutationToasts,
    onSuccess: async (answer) => {
      mutationToasts.onSuccess(answer);
      // Awaited, so the form leaves its unsaved state only once the stored rights are back.
      await queryClient.invalidateQueries({ queryKey: rolesQueryOptions().queryKey });
    },
  });
}
