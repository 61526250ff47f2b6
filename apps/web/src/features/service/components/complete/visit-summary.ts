import {
  ENDPOINTS,
  ZDataResponse,
  ZMyWork,
  ZMyWorkVisit,
  type TMyWorkCustomer,
  type TMyWorkVisit,
  type TService,
} from '@amc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { request } from '../../../../lib/http-client';

/** What the completion page shows of the visit: enough to know one is at the right door. */
export type TVisitSummary = {
  id: number;
  service_no: string;
  title: string;
  date: string;
  customer: TMyWorkCustomer | null;
};

/** The state a link to the page may carry: the service row it was opened from. */
export type TCompleteLinkState = { service?: TService };

const ZVisitResponse = ZDataResponse(ZMyWorkVisit);

const summaryOf = (visit: TMyWorkVisit): TVisitSummary => ({
  id: visit.id,
  service_no: visit.service_no,
  title: visit.title,
  date: visit.date,
  customer: visit.customer,
});

/**
 * The visit: from My work's data in the query cache (kept on the device by the app's query persistence, so the
 * page opens offline); else asked of the server (GET /my-work/visit/:id, kept like the rest), with its customer's
 * address and phone, for a page opened from a link, from the service list or after a refused send; until that
 * answers (or offline), the service row the list's link carried.
 */
export function useVisitSummary(id: number): TVisitSummary | null {
  const queryClient = useQueryClient();
  const state = useLocation().state as TCompleteLinkState | null;
  const myWork = ZMyWork.safeParse(queryClient.getQueryData(['my-work']));
  const cached = myWork.success
    ? [...myWork.data.today_visits, ...myWork.data.overdue, ...myWork.data.upcoming].find(
        (row) => row.id === id,
      )
    : undefined;
  const fromRow = state?.service?.id === id ? state.service : undefined;
  const asked = useQuery({
    queryKey: ['my-work', 'visit', id],
    queryFn: async ({ signal }) =>
      (await request(ENDPOINTS.myWork.visit.replace(':id', String(id)), { schema: ZVisitResponse, signal }))
        .data,
    enabled: Number.isInteger(id) && !cached,
  });
  if (cached) return summaryOf(cached);
  if (asked.data) return summaryOf(asked.data);
  const service = fromRow;
  if (service) {
    const customer = service.customer ?? service.amc?.customer ?? null;
    return {
      id,
      service_no: service.service_no,
      title: service.service_title,
      date: service.service_date,
      customer: customer ? { ...customer, address: null, phone: null } : null,
    };
  }
  return null;
}
