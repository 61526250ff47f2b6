import { ENDPOINTS, ZDataResponse, ZJobRun, ZScheduledJob, type TScheduledJobName } from '@amc/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { listQueryKey } from '../../../components/data-table/list-query';
import { request } from '../../../lib/http-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const ZJobsResponse = ZDataResponse(z.array(ZScheduledJob));
const ZJobRunResponse = ZDataResponse(ZJobRun);

/** GET /mail/jobs: the scheduled jobs and when each runs next. */
export function useScheduledJobs() {
  return useQuery({
    // Under the lists' key, so Run now (useApiMutation's invalidates) shows each job's new last run at once.
    queryKey: listQueryKey(ENDPOINTS.mail.jobs),
    queryFn: ({ signal }) =>
      request(ENDPOINTS.mail.jobs, { schema: ZJobsResponse, signal }).then((a) => a.data),
  });
}

/** POST /mail/jobs/run: one job now (409 while another process runs it); the outbox shows what it queued. */
export function useRunJob() {
  return useApiMutation({
    mutationFn: (name: TScheduledJobName) =>
      request(ENDPOINTS.mail.runJob, { method: 'POST', body: { name }, schema: ZJobRunResponse }),
    invalidates: [ENDPOINTS.mail.outbox, ENDPOINTS.mail.jobs],
  });
}
