import { ZMyWork, type TMyWorkCustomer, type TService } from '@amc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';

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

/**
 * The visit, without a call of its own (the page must open offline): from the service row the link carried, or
 * from My work's data in the query cache (kept on the device by the app's query persistence).
 */
export function useVisitSummary(id: number): TVisitSummary | null {
  const queryClient = useQueryClient();
  const state = useLocation().state as TCompleteLinkState | null;
  const myWork = ZMyWork.safeParse(queryClient.getQueryData(['my-work']));
  if (myWork.success) {
    const { today_visits, overdue, upcoming } = myWork.data;
    const visit = [...today_visits, ...overdue, ...upcoming].find((row) => row.id === id);
    if (visit)
      return {
        id,
        service_no: visit.service_no,
        title: visit.title,
        date: visit.date,
        customer: visit.customer,
      };
  }
  const service = state?.service;
  if (service?.id === id) {
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
