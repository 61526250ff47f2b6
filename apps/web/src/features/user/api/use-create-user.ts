import { ENDPOINTS, ZDataResponse, ZUserDetail } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { toUserFormData, type TUserFormVariables } from './user-form-data';

const ZUserResponse = ZDataResponse(ZUserDetail);

export function postCreateUser({ values, profile }: TUserFormVariables) {
  return request(ENDPOINTS.user.store, {
    method: 'POST',
    body: toUserFormData(values, { mode: 'create', profile }),
    schema: ZUserResponse,
  });
}

export function useCreateUser() {
  return useApiMutation({ mutationFn: postCreateUser, invalidates: [ENDPOINTS.user.list] });
}
