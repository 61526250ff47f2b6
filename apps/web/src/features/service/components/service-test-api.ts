import type { TService } from '@amc/contracts';
import { equipmentListRoute, makeEquipment } from '../../../test/equipment-fixtures';
import { peoplePickerRoute } from '../../../test/fixtures';
import { type TApiAnswer, type TApiCall, callsTo, stubApi } from '../../../test/stub-api';
import { PEOPLE } from './service-test-fixtures';

const WRITE_ROUTES = [
  'POST /service/store',
  'POST /service/update',
  'POST /service/complete',
  'POST /service/approveEmployeeStatus',
  'POST /service/rejectEmployeeStatus',
  'POST /service/delete',
  'POST /service/deleteMultiService',
];

/**
 * The list answers `rows`, the pickers answer PEOPLE and Priya's one item (makeEquipment); each write is answered by `answerWrite` (a promise may
 * hold the answer back, to look at the screen while it is being sent). `writes` and `listQueries` read the
 * calls made so far.
 */
export function stubServiceApi(
  rows: TService[],
  answerWrite: (write: TApiCall) => TApiAnswer | Promise<TApiAnswer>,
) {
  const calls = stubApi({
    ...peoplePickerRoute(PEOPLE),
    ...equipmentListRoute([makeEquipment()]),
    'GET /service/list': {
      data: rows,
      meta: { total: rows.length, totalExact: true, page: 1, pageSize: 10 },
    },
    ...Object.fromEntries(WRITE_ROUTES.map((route) => [route, answerWrite])),
  });
  return {
    writes: () => callsTo(calls, ...WRITE_ROUTES),
    listQueries: () => calls.filter((call) => call.path === '/service/list').map((call) => call.searchParams),
  };
}
