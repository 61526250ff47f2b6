import { ENDPOINTS, ZAmcDetail, ZDataResponse, ZService } from '@amc/contracts';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { MY_WORK_QUERY_KEY } from './use-my-work';

/** What the employee answers: a contract or a visit (a service), by its id. */
export type TAssignment = { kind: 'contract' | 'visit'; id: number };
export type TAnswer = 'accept' | 'decline';

const ZAmcResponse = ZDataResponse(ZAmcDetail);
const ZServiceResponse = ZDataResponse(ZService);

/** The same calls the contract and service screens make: /amc/* and /service/* approve or reject. */
async function postAnswer({
  assignment,
  answer,
}: {
  assignment: TAssignment;
  answer: TAnswer;
}): Promise<{ message: string }> {
  const body = { id: assignment.id };
  if (assignment.kind === 'contract')
    return request(
      answer === 'accept' ? ENDPOINTS.amc.approveEmployeeStatus : ENDPOINTS.amc.rejectEmployeeStatus,
      { method: 'POST', body, schema: ZAmcResponse },
    );
  return request(
    answer === 'accept' ? ENDPOINTS.service.approveEmployeeStatus : ENDPOINTS.service.rejectEmployeeStatus,
    { method: 'POST', body, schema: ZServiceResponse },
  );
}

/** Accept or decline one assignment; the day is read again after (a declined visit leaves it). */
export function useAnswerAssignment() {
  return useApiMutation({
    mutationFn: postAnswer,
    // Accepting a contract accepts its waiting visits too: both lists are stale.
    invalidates: [ENDPOINTS.amc.list, ENDPOINTS.service.list],
    onSuccess: (_answer, _variables, queryClient) =>
      void queryClient.invalidateQueries({ queryKey: MY_WORK_QUERY_KEY }),
  });
}
