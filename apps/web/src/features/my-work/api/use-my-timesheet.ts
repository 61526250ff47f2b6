import { ENDPOINTS, ZDataResponse, ZMyTimesheet } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { MY_WORK_QUERY_KEY } from './use-my-work';

const ZMyTimesheetResponse = ZDataResponse(ZMyTimesheet);

/**
 * GET /my-work/timesheet?week_of=: the caller's week (issue 28). Under My work's key, so whatever refreshes My
 * work (a completion or hours sent from the outbox) refreshes the week too; the week shown stays while the next
 * one loads.
 */
export function useMyTimesheet(weekOf: string) {
  return useQuery({
    queryKey: [...MY_WORK_QUERY_KEY, 'timesheet', weekOf],
    queryFn: ({ signal }) =>
      request(ENDPOINTS.myWork.timesheet, {
        query: { week_of: weekOf },
        schema: ZMyTimesheetResponse,
        signal,
      }).then((answer) => answer.data),
    placeholderData: (previous) => previous,
  });
}
