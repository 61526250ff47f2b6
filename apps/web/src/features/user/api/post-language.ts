import { ENDPOINTS, ZDataResponse, ZUserLanguage } from '@amc/contracts';
import { request } from '../../../lib/http-client';

const ZLanguageResponse = ZDataResponse(ZUserLanguage);

/**
 * Keeps the signed-in user's picked language on the server, so what the server makes for it (its visit reports)
 * speaks the same language. The picker has already switched the screen: a failure here changes nothing visible.
 */
export function postLanguage(language: string) {
  return request(ENDPOINTS.user.language, {
    method: 'POST',
    body: { language },
    schema: ZLanguageResponse,
  });
}
