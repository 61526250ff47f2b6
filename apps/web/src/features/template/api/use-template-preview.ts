import { ENDPOINTS, ZDataResponse, ZTemplatePreview, type TPreviewTemplateBody } from '@amc/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

const ZPreviewResponse = ZDataResponse(ZTemplatePreview);

/** Waits this long after the last keystroke, so typing sends one preview, not one per letter. */
export const PREVIEW_DELAY_MS = 400;

export async function postTemplatePreview(body: TPreviewTemplateBody, signal?: AbortSignal) {
  return (
    await request(ENDPOINTS.template.preview, { method: 'POST', body, schema: ZPreviewResponse, signal })
  ).data;
}

/**
 * The mail as it would be sent with sample values, for unsaved texts. The last good preview stays on screen
 * while the next one loads or while the text has a mistake (the error says what it is).
 */
export function useTemplatePreview(body: TPreviewTemplateBody) {
  // Debounced as text: an object made anew on each render would restart the timer for ever.
  const [debouncedText] = useDebouncedValue(JSON.stringify(body), PREVIEW_DELAY_MS);
  const debounced = JSON.parse(debouncedText) as TPreviewTemplateBody;
  return useQuery({
    queryKey: ['template', 'preview', debounced.event, debounced.language, debounced.subject, debounced.body],
    queryFn: ({ signal }) => postTemplatePreview(debounced, signal),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  });
}
