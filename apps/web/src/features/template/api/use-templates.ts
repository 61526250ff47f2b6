import { ENDPOINTS, ZDataResponse, ZEmailTemplate } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../lib/http-client';

const ZTemplatesResponse = ZDataResponse(z.array(ZEmailTemplate));

/** GET /template/list: every e-mail template (a fixed set, one per event), in the order of the events. */
export async function getTemplates(signal?: AbortSignal) {
  return (await request(ENDPOINTS.template.list, { schema: ZTemplatesResponse, signal })).data;
}

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: ['template', 'list'], queryFn: ({ signal }) => getTemplates(signal) });

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
