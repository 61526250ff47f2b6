import { ENDPOINTS, ZDataResponse, ZUserFullProfile } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

const ZFullProfileResponse = ZDataResponse(ZUserFullProfile);

export async function postFullProfile(email: string) {
  return (
    await request(ENDPOINTS.user.fullprofile, {
      method: 'POST',
      body: { email },
      schema: ZFullProfileResponse,
    })
  ).data;
}

/** Every profile shares this prefix, so a write can refresh whichever profile is on screen. */
export const FULL_PROFILE_KEY = ['user', 'fullprofile'] as const;

export const fullProfileQueryOptions = (email: string) =>
  queryOptions({
    queryKey: [...FULL_PROFILE_KEY, email.trim().toLowerCase()],
    queryFn: () => postFullProfile(email),
  });

export function useFullProfile(email: string | null) {
  return useQuery({ ...fullProfileQueryOptions(email ?? ''), enabled: Boolean(email) });
}
