import { ENDPOINTS, ZDataResponse, ZHoliday, ZMessageResponse, type TStoreHolidayBody } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { listQueryKey } from '../../../components/data-table/list-query';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZHolidaysResponse = ZDataResponse(z.array(ZHoliday));
const ZHolidayResponse = ZDataResponse(ZHoliday);

/** GET /setting/holidays?year=: the year's holidays in date order, kept under the lists' key of the call. */
export function useHolidays(year: number) {
  return useQuery({
    queryKey: listQueryKey(ENDPOINTS.setting.holidays, { year }),
    queryFn: ({ signal }) =>
      request(ENDPOINTS.setting.holidays, { query: { year }, schema: ZHolidaysResponse, signal }).then(
        (answer) => answer.data,
      ),
  });
}

/** POST /setting/holiday/store; the year's list is read again. */
export function useStoreHoliday() {
  return useApiMutation({
    mutationFn: (body: TStoreHolidayBody) =>
      request(ENDPOINTS.setting.storeHoliday, { method: 'POST', body, schema: ZHolidayResponse }),
    invalidates: [ENDPOINTS.setting.holidays],
  });
}

/** POST /setting/holiday/delete. */
export function useDeleteHoliday() {
  return useApiMutation({
    mutationFn: (id: number) =>
      request(ENDPOINTS.setting.deleteHoliday, { method: 'POST', body: { id }, schema: ZMessageResponse }),
    invalidates: [ENDPOINTS.setting.holidays],
  });
}
