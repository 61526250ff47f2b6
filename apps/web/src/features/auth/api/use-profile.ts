import { ENDPOINTS, ZProfileResponse } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

export function getProfile() {
  return request(ENDPOINTS.auth.profile, { schema: ZProfileResponse });
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'profile'], queryFn: getProfile, retry: false });

export function useProfile({ enabled }: { enabled: boolean }) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
