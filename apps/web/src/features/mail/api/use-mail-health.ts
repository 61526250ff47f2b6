import { ENDPOINTS, ZDataResponse, ZMailHealth } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

const ZMailHealthResponse = ZDataResponse(ZMailHealth);

/** The query key a test mail or a settings save refreshes. */
export const MAIL_HEALTH_KEY = [ENDPOINTS.mail.status];

/** GET /mail/status (admins): whether mail can go out; asked again every few minutes while a page is open. */
export function useMailHealth({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: MAIL_HEALTH_KEY,
    queryFn: ({ signal }) =>
      request(ENDPOINTS.mail.status, { schema: ZMailHealthResponse, signal }).then((a) => a.data),
    enabled,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}
