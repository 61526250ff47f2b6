import { ENDPOINTS, ZDemoStatusResponse, ZLoginResponse, type TDemoRole } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useSession } from '../../../lib/session';

export const demoStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['demo', 'status'],
    queryFn: () => request(ENDPOINTS.auth.demoStatus, { schema: ZDemoStatusResponse }).then((a) => a.data),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** Whether this installation has the demo data loaded; false while unknown, so nothing demo shows by mistake. */
export function useDemoEnabled(): { enabled: boolean; isPending: boolean } {
  const { data, isPending } = useQuery(demoStatusQueryOptions());
  return { enabled: data?.enabled ?? false, isPending };
}

/** One click signs in as a demo account; the server picks the account by the role and answers 404 without a demo. */
export function useDemoLogin() {
  const { signIn } = useSession();
  return useApiMutation({
    mutationFn: (role: TDemoRole) =>
      request(ENDPOINTS.auth.demoLogin, { method: 'POST', body: { role }, schema: ZLoginResponse }),
    onSuccess: (answer) => signIn(answer),
  });
}
