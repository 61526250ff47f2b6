import { ENDPOINTS, ZDataResponse, ZEmployeeRating, ZRatingOf } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/http-client';

const ZRatingOfResponse = ZDataResponse(ZRatingOf);
const ZEmployeeRatingResponse = ZDataResponse(ZEmployeeRating);

/** The work rated: a visit or a complaint, by its id. */
export type TRatedWork = { service_id: number } | { complaint_id: number };

/** GET /rating/of: the customer's rating of a visit or complaint done (and, for its customer, the link to rate). */
export function useRatingOf(work: TRatedWork, enabled = true) {
  return useQuery({
    queryKey: [ENDPOINTS.rating.of, work],
    queryFn: async ({ signal }) =>
      (await request(ENDPOINTS.rating.of, { query: work, schema: ZRatingOfResponse, signal })).data,
    enabled,
  });
}

/** GET /rating/employee/:id: an employee's ratings, average and count. */
export function useEmployeeRating(id: number, enabled = true) {
  return useQuery({
    queryKey: [ENDPOINTS.rating.employee, id],
    queryFn: async ({ signal }) =>
      (
        await request(ENDPOINTS.rating.employee.replace(':id', String(id)), {
          schema: ZEmployeeRatingResponse,
          signal,
        })
      ).data,
    enabled,
  });
}
