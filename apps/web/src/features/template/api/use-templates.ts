import { ENDPOINTS, ZDataResponse, ZEmailTemplate, type TLanguageCode } from '@amc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../lib/http-client';

const ZTemplatesResponse = ZDataResponse(z.array(ZEmailTemplate));

/** Every cached language's list: a save or a reset refreshes them all (the on/off switch is shared). */
export const TEMPLATE_LIST_KEY = ['template', 'list'] as const;

/**
 * GET /template/list?language=: every e-mail template (a fixed set, one per event), in the order of the events,
 * with the texts of one language.
 */
export async function getTemplates(language: TLanguageCode, signal?: AbortSignal) {
  return (await request(ENDPOINTS.template.list, { query: { language }, schema: ZTemplatesResponse, signal }))
    .data;
}

export const templatesQueryOptions = (language: TLanguageCode) =>
  queryOptions({
    queryKey: [...TEMPLATE_LIST_KEY, language],
    queryFn: ({ signal }) => getTemplates(language, signal),
  });

export function useTemplates(language: TLanguageCode) {
  return useQuery(templatesQueryOptions(language));
}
