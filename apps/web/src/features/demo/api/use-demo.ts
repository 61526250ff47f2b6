import { ENDPOINTS, ZDemoStatusResponse, ZLoginResponse, type TDemoRole } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { addEnglishTexts } from '../../../i18n/english-texts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useSession } from '../../../lib/session';

/** The demo's English texts, which are not in the app's bundle (i18n/languages/en.ts), added to i18next once. */
const loadDemoTexts = () => addEnglishTexts(() => import('../../../i18n/locales/demo/en.json'));

const demoTextsQueryOptions = () =>
  queryOptions({ queryKey: ['demo', 'texts'], queryFn: loadDemoTexts, staleTime: Infinity });

/** Whether the demo's texts are in; a demo page waits for them before it renders its words. */
export function useDemoTexts(): boolean {
  return useQuery(demoTextsQueryOptions()).data === true;
}

export const demoStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['demo', 'status'],
    queryFn: async () => {
      const { data } = await request(ENDPOINTS.auth.demoStatus, { schema: ZDemoStatusResponse });
      // The sign-in page's demo link needs its words before it shows.
      if (data.enabled) await loadDemoTexts();
      return data;
    },
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
