import { ENDPOINTS, ZDataResponse, ZPermission, ZSessionUser, ZUserDetail } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useSession } from '../../../lib/session';
import { FULL_PROFILE_KEY } from './use-full-profile';
import { toUserFormData, type TUserFormVariables } from './user-form-data';

const ZUserResponse = ZDataResponse(ZUserDetail);

export function postUpdateProfile({ values, profile }: TUserFormVariables) {
  return request(ENDPOINTS.user.update, {
    method: 'POST',
    body: toUserFormData(values, { mode: 'profile', profile }),
    schema: ZUserResponse,
  });
}

/** The profile edit drawer; editing one's own profile also refreshes the name and photo in the header. */
export function useUpdateProfile() {
  const { user, permissions, updateUser } = useSession();
  return useApiMutation({
    mutationFn: postUpdateProfile,
    onSuccess: (answer, _variables, queryClient) => {
      if (user && answer.data.id === user.id) {
        updateUser({
          ...ZSessionUser.parse(answer.data),
          // The rights did not change with the profile: the session keeps the ones it signed in with.
          permissions: permissions?.map((name) => ({ name: ZPermission.parse(name) })),
        });
      }
      void queryClient.invalidateQueries({ queryKey: FULL_PROFILE_KEY });
    },
  });
}
